import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { adminDeleteWebhookRoute } from './delete-webhook.contract.js';
import { removeWebhook } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler(adminDeleteWebhookRoute).handler(async ({ path }) => {
  await removeWebhook(path.client_id, path.webhook_id);
  return noContent();
});
