import { type ItemKey, join, sortableNumber } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/** An event in the outbox of the member it is about (or of the client), in the member's order. */
export const outboxEventKey = (clientId: string, memberId: number | undefined, at: number, eventId: string): ItemKey => ({
  PK: memberId === undefined ? join('CLIENT', clientId, 'OUTBOX') : memberPartitionKey(clientId, memberId),
  SK: join('OUTBOX', sortableNumber(at, 12), eventId),
});
