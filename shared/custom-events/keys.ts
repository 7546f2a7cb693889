import { type ItemKey, join } from '../data/keys.js';

/** A custom event's record, by the caller's event id: its own partition, so exactly-once is one conditional put. */
export const eventRecordKey = (clientId: string, eventId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'EVENT', eventId), SK: 'EVENT' });
