import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListWebhooksRoute } from './list-webhooks.contract.js';
import { listClientWebhooks } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler(adminListWebhooksRoute).handler(async ({ path }) => ok(await listClientWebhooks(path.client_id)));
