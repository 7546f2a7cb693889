import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { RotateBody, rotateWebhookSecret, WebhookPath } from '../../../shared/webhooks/webhooks.js';
import { RotatedWebhookBody } from '../../../shared/webhooks/webhook-responses.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath, body: RotateBody, responses: { 200: RotatedWebhookBody }, errors: ['not_found'] }).handler(async ({ path, body }) =>
  ok(await rotateWebhookSecret(path.client_id, path.webhook_id, body.overlap_seconds)),
);
