import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { AwaitingFulfilmentQuery } from '../../../shared/rewards/reward-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListOrdersAwaitingFulfilmentRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/orders/awaiting_fulfilment',
  name: 'AdminListOrdersAwaitingFulfilment',
  handler: 'functions/admin/orders/list-orders-awaiting-fulfilment.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: AwaitingFulfilmentQuery,
  answers: { 200: 'FulfilmentOrderList' },
});
