import { routeContract } from '../../../shared/http/route-contract.js';
import { OperatorActivityPath } from '../../../shared/points/points-requests.js';
import { ActivityInputSchema } from '../../../shared/points/activity-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminReplaceActivityRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/activities/{activity_id}',
  name: 'AdminReplaceActivity',
  handler: 'functions/admin/activities/replace-activity.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: OperatorActivityPath,
  body: ActivityInputSchema,
  answers: { 200: 'OperatorActivity' },
});
