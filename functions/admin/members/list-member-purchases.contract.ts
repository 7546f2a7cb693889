import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { PurchaseHistoryQuery } from '../../../shared/purchases/purchase-requests.js';
import { PageParams } from '../../../shared/http/paging.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A member's purchases, newest first, 10 a page at most. */
export const adminListMemberPurchasesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/purchases',
  name: 'AdminListMemberPurchases',
  handler: 'functions/admin/members/list-member-purchases.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: PurchaseHistoryQuery.extend(PageParams).extend(MemberIdTypeQuery.shape),
  member: { notFound: 'not_found' },
  answers: { 200: 'MemberPurchasesPage' },
});
