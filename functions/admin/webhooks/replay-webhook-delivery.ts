import { apiHandler } from '../../../shared/http/api-handler.js';
import { json } from '../../../shared/http/response.js';
import { adminReplayWebhookDeliveryRoute } from './replay-webhook-delivery.contract.js';
import { replayDelivery } from '../../../shared/webhooks/deliveries.js';

/** 202: the delivery is queued for the retry job, not sent from this request. */
export const handler = apiHandler(adminReplayWebhookDeliveryRoute).handler(async ({ path }) =>
  json(202, await replayDelivery(path.client_id, path.webhook_id, path.delivery_id)),
);
