import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { usableCoupons, UsableCouponsQuery } from '../../shared/rewards/coupons.js';
import { ID_TYPES } from '../../shared/members/member-lookup.js';

/** Spec section 1: this endpoint's id_type options leave out mobile_phone_number. */
const ID_TYPES_WITHOUT_PHONE = ID_TYPES.filter((idType) => idType !== 'mobile_phone_number');

export const handler = apiHandler({ query: UsableCouponsQuery, member: { notFound: 'page_not_found', idTypes: ID_TYPES_WITHOUT_PHONE } }).handler(
  async ({ member, query }) => ok(await usableCoupons(member, query.expired === 'true')),
);
