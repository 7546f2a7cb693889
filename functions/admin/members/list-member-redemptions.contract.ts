import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { RedemptionRangeQuery } from '../../../shared/rewards/reward-requests.js';
import { PageParams } from '../../../shared/http/paging.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A member's redemptions (orders) between two dates, 10 a page at most. */
export const adminListMemberRedemptionsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/redemptions',
  name: 'AdminListMemberRedemptions',
  handler: 'functions/admin/members/list-member-redemptions.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: RedemptionRangeQuery.extend(PageParams).extend(MemberIdTypeQuery.shape),
  member: { notFound: 'not_found' },
  answers: { 200: 'RedemptionRecordPage' },
});
