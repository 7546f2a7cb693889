import { routeContract } from '../../../shared/http/route-contract.js';
import { ExportPath } from '../../../shared/exports/export-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetExportRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/exports/{export_id}',
  name: 'AdminGetExport',
  handler: 'functions/admin/exports/get-export.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  files: 'download',
  params: ExportPath,
  answers: { 200: 'Export' },
});
