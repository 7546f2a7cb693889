import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListMemberCouponsRoute } from './list-member-coupons.contract.js';
import { usableCoupons } from '../../../shared/rewards/coupons.js';

export const handler = apiHandler(adminListMemberCouponsRoute).handler(async ({ member, query }) => ok(await usableCoupons(member, query.expired === 'true')));
