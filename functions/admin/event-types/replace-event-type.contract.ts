import { routeContract } from '../../../shared/http/route-contract.js';
import { EventTypeChangeSchema, EventTypePath } from '../../../shared/event-types/event-type-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminReplaceEventTypeRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/event_types/{name}',
  name: 'AdminReplaceEventType',
  handler: 'functions/admin/event-types/replace-event-type.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: EventTypePath,
  body: EventTypeChangeSchema,
  answers: { 200: 'EventType' },
  errors: ['not_found', 'conflict'],
});
