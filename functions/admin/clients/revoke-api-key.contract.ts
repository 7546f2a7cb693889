import { routeContract } from '../../../shared/http/route-contract.js';
import { ApiKeyPath } from '../../../shared/programs/client-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminRevokeApiKeyRoute = routeContract({
  method: 'DELETE',
  path: '/admin/v1/clients/{client_id}/api_keys/{key_id}',
  name: 'AdminRevokeApiKey',
  handler: 'functions/admin/clients/revoke-api-key.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  params: ApiKeyPath,
  answers: { 204: null },
});
