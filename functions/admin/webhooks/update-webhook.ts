import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminUpdateWebhookRoute } from './update-webhook.contract.js';
import { updateWebhook } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler(adminUpdateWebhookRoute).handler(async ({ path, body }) => ok(await updateWebhook(path.client_id, path.webhook_id, body)));
