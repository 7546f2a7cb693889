import { routeContract } from '../../../shared/http/route-contract.js';
import { EventTypePath } from '../../../shared/event-types/event-type-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetEventTypeRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/event_types/{name}',
  name: 'AdminGetEventType',
  handler: 'functions/admin/event-types/get-event-type.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: EventTypePath,
  answers: { 200: 'EventType' },
  errors: ['not_found'],
});
