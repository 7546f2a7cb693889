import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { usableCoupons } from '../../shared/rewards/coupons.js';
import { ID_TYPES } from '../../shared/members/member-lookup.js';

/** Spec section 1: this endpoint's id_type options leave out mobile_phone_number. */
const ID_TYPES_WITHOUT_PHONE = ID_TYPES.filter((idType) => idType !== 'mobile_phone_number');

export const handler = apiHandler({ member: { notFound: 'page_not_found', idTypes: ID_TYPES_WITHOUT_PHONE } }).handler(async ({ member }) =>
  ok(await usableCoupons(member)),
);
