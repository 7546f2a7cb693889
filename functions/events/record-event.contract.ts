import { routeContract } from '../../shared/http/route-contract.js';
import { EventBody } from '../../shared/custom-events/event-requests.js';

/** POST /v2/events: a custom event of one of the program's event types, run through its earning rules, exactly once per event_id. */
export const recordEventRoute = routeContract({
  method: 'POST',
  path: '/v2/events',
  name: 'RecordEvent',
  handler: 'functions/events/record-event.ts',
  access: 'write',
  auth: 'api_key',
  body: EventBody,
  idempotent: true,
  answers: { 200: 'EventRecorded' },
  errors: ['param_error', 'conflict'],
});
