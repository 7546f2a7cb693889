/** Custom events as other features see them: recording one, and reading its record for an explanation. */
export { recordEvent } from './custom-events.js';
export { getEventRecord, type EventRecord } from './event-repository.js';
export { checkedAttributes } from './event-attributes.js';
export { eventTriggersBetween } from './event-triggers.js';
export { EVENT_WINDOW_DAYS, eventCountsSince } from './event-days.js';
