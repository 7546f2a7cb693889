import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { DeliveriesQuery, deliveryLog } from '../../../shared/webhooks/deliveries.js';
import { WebhookPath } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath, query: DeliveriesQuery }).handler(async ({ path, query }) =>
  ok(await deliveryLog(path.client_id, path.webhook_id, query.limit, query.cursor)),
);
