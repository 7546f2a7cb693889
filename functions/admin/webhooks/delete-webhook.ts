import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { removeWebhook, WebhookPath } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler({ auth: 'admin', path: WebhookPath }).handler(async ({ path }) => {
  await removeWebhook(path.client_id, path.webhook_id);
  return noContent();
});
