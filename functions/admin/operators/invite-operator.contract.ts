import { routeContract } from '../../../shared/http/route-contract.js';
import { InviteOperatorBody } from '../../../shared/operators/operator-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminInviteOperatorRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/operators',
  name: 'AdminInviteOperator',
  handler: 'functions/admin/operators/invite-operator.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  directory: 'invite',
  body: InviteOperatorBody,
  answers: { 201: 'InvitedOperator' },
});
