import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { ImportListQuery } from '../../../shared/imports/import-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListImportsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/imports',
  name: 'AdminListImports',
  handler: 'functions/admin/imports/list-imports.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: ImportListQuery,
  answers: { 200: 'ImportList' },
});
