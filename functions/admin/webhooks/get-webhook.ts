import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { showWebhook, WebhookPath } from '../../../shared/webhooks/webhooks.js';
import { WebhookViewBody } from '../../../shared/webhooks/webhook-responses.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath, responses: { 200: WebhookViewBody }, errors: ['not_found'] }).handler(async ({ path }) => ok(await showWebhook(path.client_id, path.webhook_id)));
