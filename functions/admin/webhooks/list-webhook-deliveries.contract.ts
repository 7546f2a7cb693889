import { routeContract } from '../../../shared/http/route-contract.js';
import { DeliveriesQuery, WebhookPath } from '../../../shared/webhooks/webhook-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListWebhookDeliveriesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/webhooks/{webhook_id}/deliveries',
  name: 'AdminListWebhookDeliveries',
  handler: 'functions/admin/webhooks/list-webhook-deliveries.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: WebhookPath,
  query: DeliveriesQuery,
  answers: { 200: 'DeliveryLog' },
});
