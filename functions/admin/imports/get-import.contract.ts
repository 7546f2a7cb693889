import { routeContract } from '../../../shared/http/route-contract.js';
import { ImportPath } from '../../../shared/imports/import-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetImportRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/imports/{import_id}',
  name: 'AdminGetImport',
  handler: 'functions/admin/imports/get-import.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ImportPath,
  answers: { 200: 'Import' },
});
