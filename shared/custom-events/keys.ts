import { type ItemKey, join } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/** A custom event's record, by the caller's event id: its own partition, so exactly-once is one conditional put. */
export const eventRecordKey = (clientId: string, eventId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'EVENT', eventId), SK: 'EVENT' });

/** The event's mark in its member's partition: what the member's erasure finds the record by. */
export const eventRefKey = (clientId: string, memberId: number, eventId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('EVENT', eventId),
});
export const eventRefPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: join('EVENT', '') });

/** A member's events of one type on one UTC day (YYYYMMDD): what segment filters count over a window. */
export const eventDayKey = (clientId: string, memberId: number, type: string, day: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('EVENTDAY', type, day),
});
export const eventDayPrefix = (clientId: string, memberId: number, type: string) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: join('EVENTDAY', type, ''),
});
