import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { showWebhook, WebhookPath } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath }).handler(async ({ path }) => ok(await showWebhook(path.client_id, path.webhook_id)));
