import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { WebhookBody } from '../../../shared/webhooks/webhook-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateWebhookRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/webhooks',
  name: 'AdminCreateWebhook',
  handler: 'functions/admin/webhooks/create-webhook.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: WebhookBody,
  answers: { 201: 'CreatedWebhook' },
});
