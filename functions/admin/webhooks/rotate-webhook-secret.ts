import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { RotateBody, rotateWebhookSecret, WebhookPath } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath, body: RotateBody }).handler(async ({ path, body }) =>
  ok(await rotateWebhookSecret(path.client_id, path.webhook_id, body.overlap_seconds)),
);
