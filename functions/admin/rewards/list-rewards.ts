import * as z from 'zod';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { listAdminRewards } from '../../../shared/rewards/reward-catalogue.js';
import { AdminRewardBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientPath,
  responses: { 200: z.array(AdminRewardBody) },
  errors: ['not_found'],
}).handler(async ({ path }) => ok(await listAdminRewards(path.client_id)));
