import { routeContract } from '../../../shared/http/route-contract.js';
import { ImportErrorsQuery, ImportPath } from '../../../shared/imports/import-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListImportErrorsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/imports/{import_id}/errors',
  name: 'AdminListImportErrors',
  handler: 'functions/admin/imports/list-import-errors.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ImportPath,
  query: ImportErrorsQuery,
  answers: { 200: 'ImportErrors' },
});
