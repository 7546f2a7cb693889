import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListActivitiesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/activities',
  name: 'AdminListActivities',
  handler: 'functions/admin/activities/list-activities.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'OperatorActivities' },
});
