import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { redemptionHistory } from '../../shared/rewards/redemption.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ member }) => ok(await redemptionHistory(member)));
