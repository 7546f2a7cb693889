import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminIssueApiKeyRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/api_keys',
  name: 'AdminIssueApiKey',
  handler: 'functions/admin/clients/issue-api-key.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  params: ClientPath,
  answers: { 201: 'ApiKey' },
});
