import { routeContract } from '../../shared/http/route-contract.js';
import { ID_TYPES } from '../../shared/members/member-requests.js';
import { UsableCouponsQuery } from '../../shared/rewards/reward-requests.js';

/** Spec section 1: this endpoint's id_type options leave out mobile_phone_number. */
const ID_TYPES_WITHOUT_PHONE = ID_TYPES.filter((idType) => idType !== 'mobile_phone_number');

export const listUsableCouponsRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/usable_coupons',
  name: 'ListUsableCoupons',
  handler: 'functions/users/list-usable-coupons.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: UsableCouponsQuery,
  member: { notFound: 'page_not_found', idTypes: ID_TYPES_WITHOUT_PHONE },
  answers: { 200: 'UsableCouponList' },
});
