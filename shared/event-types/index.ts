/** The event types feature as other features see it: the program's types, the schemas its custom events are checked against. */
export { archiveEventType, changeEventType, createEventType, eventTypeDetails, eventTypeForEvents, eventTypeList } from './event-types.js';
export { getEventType, type EventTypeRecord } from './event-type-repository.js';
export { ATTRIBUTE_TYPES, MAX_EVENT_TYPE_ATTRIBUTES, MAX_EVENT_TYPES } from './event-type-requests.js';
