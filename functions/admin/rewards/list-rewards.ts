import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { ok } from '../../../shared/http/response.js';
import { listAdminRewards } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => ok(await listAdminRewards(path.client_id)));
