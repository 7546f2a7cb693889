import { routeContract } from '../../../shared/http/route-contract.js';
import { EventTypePath } from '../../../shared/event-types/event-type-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminArchiveEventTypeRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/event_types/{name}/archive',
  name: 'AdminArchiveEventType',
  handler: 'functions/admin/event-types/archive-event-type.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: EventTypePath,
  answers: { 200: 'EventType' },
  errors: ['not_found', 'conflict'],
});
