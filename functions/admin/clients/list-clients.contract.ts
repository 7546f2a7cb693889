import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientListQuery } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** The deployment's programs, newest first: what an operator picks a program from. */
export const adminListClientsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients',
  name: 'AdminListClients',
  handler: 'functions/admin/clients/list-clients.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  query: ClientListQuery,
  answers: { 200: 'ClientList' },
});
