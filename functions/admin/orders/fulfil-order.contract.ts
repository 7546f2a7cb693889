import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientOrderPath } from '../../../shared/http/catalogue-paths.js';
import { FulfilmentBody } from '../../../shared/rewards/reward-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

export const adminFulfilOrderRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment',
  name: 'AdminFulfilOrder',
  handler: 'functions/admin/orders/fulfil-order.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: ClientOrderPath,
  body: FulfilmentBody,
  answers: { 200: 'FulfilmentOrder' },
});
