import { webhookEventTypes } from '../../sdk/typescript/src/generated/openapi.js';
import { WEBHOOK_EVENT_TYPES } from '../../shared/events/event-schemas.js';

/** The console offers the event types the typed client publishes (the API description's WebhookEventType): they must not drift from the API's. */
describe('webhook events the console reads', () => {
  it('the typed client publishes exactly the event types the API sends, in the same order', () => {
    expect([...webhookEventTypes]).toEqual([...WEBHOOK_EVENT_TYPES]);
  });
});
