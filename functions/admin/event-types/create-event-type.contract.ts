import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EventTypeInputSchema } from '../../../shared/event-types/event-type-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateEventTypeRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/event_types',
  name: 'AdminCreateEventType',
  handler: 'functions/admin/event-types/create-event-type.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: EventTypeInputSchema,
  answers: { 201: 'EventType' },
  errors: ['conflict'],
});
