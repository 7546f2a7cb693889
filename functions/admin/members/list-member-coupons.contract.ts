import { routeContract } from '../../../shared/http/route-contract.js';
import { OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { UsableCouponsQuery } from '../../../shared/rewards/reward-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A member's coupons, used and expired ones too unless expired=false. */
export const adminListMemberCouponsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/coupons',
  name: 'AdminListMemberCoupons',
  handler: 'functions/admin/members/list-member-coupons.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: UsableCouponsQuery,
  member: { notFound: 'not_found' },
  answers: { 200: 'UsableCouponList' },
});
