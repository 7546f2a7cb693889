import { routeContract } from '../../../shared/http/route-contract.js';
import { CreateClientBody } from '../../../shared/programs/settings-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateClientRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients',
  name: 'AdminCreateClient',
  handler: 'functions/admin/clients/create-client.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  body: CreateClientBody,
  answers: { 201: 'CreatedClient' },
});
