import { routeContract } from '../../../shared/http/route-contract.js';
import { SigningKeyPath } from '../../../shared/programs/client-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminRevokeSigningKeyRoute = routeContract({
  method: 'DELETE',
  path: '/admin/v1/clients/{client_id}/signing_keys/{public_key}',
  name: 'AdminRevokeSigningKey',
  handler: 'functions/admin/clients/revoke-signing-key.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  params: SigningKeyPath,
  answers: { 204: null },
});
