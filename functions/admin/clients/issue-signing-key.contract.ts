import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminIssueSigningKeyRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/signing_keys',
  name: 'AdminIssueSigningKey',
  handler: 'functions/admin/clients/issue-signing-key.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  params: ClientPath,
  answers: { 201: 'SigningKey' },
});
