import { ClientPath } from '../../../shared/clients/clients.js';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { createWebhook, WebhookBody } from '../../../shared/webhooks/webhooks.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: WebhookBody }).handler(async ({ path, body }) =>
  created(await createWebhook(path.client_id, body)),
);
