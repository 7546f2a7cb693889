import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { updateWebhook, WebhookBody, WebhookPath } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath, body: WebhookBody }).handler(async ({ path, body }) =>
  ok(await updateWebhook(path.client_id, path.webhook_id, body)),
);
