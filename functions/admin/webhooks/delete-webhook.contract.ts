import { routeContract } from '../../../shared/http/route-contract.js';
import { WebhookPath } from '../../../shared/webhooks/webhook-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminDeleteWebhookRoute = routeContract({
  method: 'DELETE',
  path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}',
  name: 'AdminDeleteWebhook',
  handler: 'functions/admin/webhooks/delete-webhook.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: WebhookPath,
  answers: { 204: null },
});
