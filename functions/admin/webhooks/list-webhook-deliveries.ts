import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { deliveryLog } from '../../../shared/webhooks/deliveries.js';
import { adminListWebhookDeliveriesRoute } from './list-webhook-deliveries.contract.js';

export const handler = apiHandler(adminListWebhookDeliveriesRoute).handler(async ({ path, query }) =>
  ok(await deliveryLog(path.client_id, path.webhook_id, query.limit, query.cursor)),
);
