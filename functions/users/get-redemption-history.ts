import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getRedemptionHistoryRoute } from './get-redemption-history.contract.js';
import { redemptionHistory } from '../../shared/rewards/redemption.js';

export const handler = apiHandler(getRedemptionHistoryRoute).handler(async ({ member }) => ok(await redemptionHistory(member)));
