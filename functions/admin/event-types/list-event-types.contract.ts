import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EventTypeListQuery } from '../../../shared/event-types/event-type-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListEventTypesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/event_types',
  name: 'AdminListEventTypes',
  handler: 'functions/admin/event-types/list-event-types.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: EventTypeListQuery,
  answers: { 200: 'EventTypeList' },
});
