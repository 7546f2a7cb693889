import { EVENT_TYPES } from '../../console/src/webhook-events.js';
import { WEBHOOK_EVENT_TYPES } from '../../shared/events/event-schemas.js';

/** The console keeps its own copy of the webhook event types (it may not import shared/): the copy must not drift. */
describe('console webhook events', () => {
  it('offers exactly the event types the API sends, in the same order', () => {
    expect([...EVENT_TYPES]).toEqual([...WEBHOOK_EVENT_TYPES]);
  });
});
