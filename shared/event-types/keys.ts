import { type ItemKey, join, SEP } from '../data/keys.js';

/**
 * The keys of a program's event types: one partition per program holds every type (at most
 * MAX_EVENT_TYPES, so a list is one bounded query) and the counter that caps them.
 */
const eventTypesPartition = (clientId: string): string => join('CLIENT', clientId, 'EVENTTYPES');

export const eventTypeKey = (clientId: string, name: string): ItemKey => ({ PK: eventTypesPartition(clientId), SK: join('EVENTTYPE', name) });
export const eventTypePrefix = (clientId: string) => ({ PK: eventTypesPartition(clientId), SKPrefix: `EVENTTYPE${SEP}` });

/** How many types the program has made (archived ones included): the cap is checked on this item, never by counting. */
export const eventTypeCountKey = (clientId: string): ItemKey => ({ PK: eventTypesPartition(clientId), SK: 'EVENTTYPE_COUNT' });
