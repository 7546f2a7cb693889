import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { ActivityInputSchema } from '../../../shared/points/activity-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateActivityRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/activities',
  name: 'AdminCreateActivity',
  handler: 'functions/admin/activities/create-activity.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: ActivityInputSchema,
  answers: { 201: 'OperatorActivity' },
});
