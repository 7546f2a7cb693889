import { routeContract } from '../../../shared/http/route-contract.js';
import { ImportPath } from '../../../shared/imports/import-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCancelImportRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/imports/{import_id}/cancel',
  name: 'AdminCancelImport',
  handler: 'functions/admin/imports/cancel-import.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ImportPath,
  answers: { 200: 'Import' },
});
