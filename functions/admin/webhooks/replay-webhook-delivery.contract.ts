import { routeContract } from '../../../shared/http/route-contract.js';
import { DeliveryPath } from '../../../shared/webhooks/webhook-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminReplayWebhookDeliveryRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/replay',
  name: 'AdminReplayWebhookDelivery',
  handler: 'functions/admin/webhooks/replay-webhook-delivery.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: DeliveryPath,
  answers: { 202: 'Delivery' },
  errors: ['conflict'],
});
