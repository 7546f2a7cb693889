import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { redemptionHistory } from '../../shared/rewards/redemption.js';
import { RedemptionRecordBody } from '../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  member: { notFound: 'page_not_found' },
  responses: { 200: z.array(RedemptionRecordBody) },
  errors: ['no_redemptions'],
}).handler(async ({ member }) => ok(await redemptionHistory(member)));
