import { routeContract } from '../../../shared/http/route-contract.js';
import { RotateBody, WebhookPath } from '../../../shared/webhooks/webhook-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminRotateWebhookSecretRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/rotate_secret',
  name: 'AdminRotateWebhookSecret',
  handler: 'functions/admin/webhooks/rotate-webhook-secret.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: WebhookPath,
  body: RotateBody,
  answers: { 200: 'RotatedWebhook' },
  errors: ['conflict'],
});
