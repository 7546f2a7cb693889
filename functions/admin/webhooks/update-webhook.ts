import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { updateWebhook, WebhookBody, WebhookPath } from '../../../shared/webhooks/webhooks.js';
import { WebhookViewBody } from '../../../shared/webhooks/webhook-responses.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath, body: WebhookBody, responses: { 200: WebhookViewBody }, errors: ['not_found'] }).handler(async ({ path, body }) =>
  ok(await updateWebhook(path.client_id, path.webhook_id, body)),
);
