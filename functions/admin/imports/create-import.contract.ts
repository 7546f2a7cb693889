import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { CreateImportBody } from '../../../shared/imports/import-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateImportRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/imports',
  name: 'AdminCreateImport',
  handler: 'functions/admin/imports/create-import.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  files: 'upload',
  params: ClientPath,
  body: CreateImportBody,
  answers: { 201: 'CreatedImport' },
});
