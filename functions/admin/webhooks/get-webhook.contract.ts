import { routeContract } from '../../../shared/http/route-contract.js';
import { WebhookPath } from '../../../shared/webhooks/webhook-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetWebhookRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}',
  name: 'AdminGetWebhook',
  handler: 'functions/admin/webhooks/get-webhook.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: WebhookPath,
  answers: { 200: 'WebhookView' },
});
