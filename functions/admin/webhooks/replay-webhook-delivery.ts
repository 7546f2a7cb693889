import { apiHandler } from '../../../shared/http/api-handler.js';
import { json } from '../../../shared/http/response.js';
import { DeliveryPath, replayDelivery } from '../../../shared/webhooks/deliveries.js';

/** 202: the delivery is queued for the retry job, not sent from this request. */
export const handler = apiHandler({ auth: 'admin', path: DeliveryPath }).handler(async ({ path }) =>
  json(202, await replayDelivery(path.client_id, path.webhook_id, path.delivery_id)),
);
