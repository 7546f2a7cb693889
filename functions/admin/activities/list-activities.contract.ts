import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/clients/client-requests.js';

export const adminListActivitiesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/activities',
  name: 'AdminListActivities',
  handler: 'functions/admin/activities/list-activities.ts',
  access: 'read',
  auth: 'admin',
  params: ClientPath,
  answers: { 200: 'OperatorActivities' },
});
