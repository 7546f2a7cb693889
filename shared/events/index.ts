/** The events feature as other features see it: the outbox writer and the event vocabulary. */
export {
  type CarriedEvent,
  carriedBy,
  carriedEvent,
  carrying,
  memberEventItem,
  newEventId,
  OUTBOX_TTL_SECONDS,
  outboxEvent,
  outboxEventItem,
  stableEventId,
} from './outbox.js';
export { OPT_IN_EVENT_TYPES, OUTBOX_ITEM_TYPE, type OutboxEvent, OutboxEventSchema, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './event-schemas.js';
