import { routeContract } from '../../../shared/http/route-contract.js';
import { OperatorActivityPath } from '../../../shared/points/points-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetActivityRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/activities/{activity_id}',
  name: 'AdminGetActivity',
  handler: 'functions/admin/activities/get-activity.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorActivityPath,
  answers: { 200: 'OperatorActivity' },
});
