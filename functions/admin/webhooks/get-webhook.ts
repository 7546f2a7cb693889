import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetWebhookRoute } from './get-webhook.contract.js';
import { showWebhook } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler(adminGetWebhookRoute).handler(async ({ path }) => ok(await showWebhook(path.client_id, path.webhook_id)));
