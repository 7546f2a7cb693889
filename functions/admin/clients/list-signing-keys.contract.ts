import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A program's signing keys by public key and date (a secret is shown once, at issue). */
export const adminListSigningKeysRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/signing_keys',
  name: 'AdminListSigningKeys',
  handler: 'functions/admin/clients/list-signing-keys.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'SigningKeyList' },
});
