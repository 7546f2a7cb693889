import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { ExportListQuery } from '../../../shared/exports/export-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListExportsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/exports',
  name: 'AdminListExports',
  handler: 'functions/admin/exports/list-exports.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  files: 'download',
  params: ClientPath,
  query: ExportListQuery,
  answers: { 200: 'ExportList' },
});
