import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminRotateWebhookSecretRoute } from './rotate-webhook-secret.contract.js';
import { rotateWebhookSecret } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler(adminRotateWebhookSecretRoute).handler(async ({ path, body }) =>
  ok(await rotateWebhookSecret(path.client_id, path.webhook_id, body.overlap_seconds)),
);
