import { routeContract } from '../../../shared/http/route-contract.js';
import { WebhookBody, WebhookPath } from '../../../shared/webhooks/webhook-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminUpdateWebhookRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}',
  name: 'AdminUpdateWebhook',
  handler: 'functions/admin/webhooks/update-webhook.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: WebhookPath,
  body: WebhookBody,
  answers: { 200: 'WebhookView' },
  errors: ['conflict'],
});
