import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateWebhookRoute } from './create-webhook.contract.js';
import { createWebhook } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler(adminCreateWebhookRoute).handler(async ({ path, body }) => created(await createWebhook(path.client_id, body)));
