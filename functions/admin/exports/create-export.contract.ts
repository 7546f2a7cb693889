import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { CreateExportBody } from '../../../shared/exports/export-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateExportRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/exports',
  name: 'AdminCreateExport',
  handler: 'functions/admin/exports/create-export.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  files: 'export',
  params: ClientPath,
  body: CreateExportBody,
  answers: { 202: 'Export' },
});
