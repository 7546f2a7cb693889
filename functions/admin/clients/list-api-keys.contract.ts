import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A program's API keys by id and date (a key is shown once, at issue, and never stored). */
export const adminListApiKeysRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/api_keys',
  name: 'AdminListApiKeys',
  handler: 'functions/admin/clients/list-api-keys.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'ApiKeyList' },
});
