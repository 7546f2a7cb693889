import { type ItemKey, join, SEP, sortableNumber } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/**
 * The keys of support's notes on a member: in the member's partition, so the member's export
 * and erasure find them with everything else of the member, sorted by the millisecond they were
 * written (newest first is a reverse query), then their id.
 */
export const NOTE_PREFIX = `NOTE${SEP}`;

export const memberNoteKey = (clientId: string, memberId: number, atMillis: number, noteId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('NOTE', sortableNumber(atMillis, 15), noteId),
});

export const memberNotePrefix = (clientId: string, memberId: number): { PK: string; SKPrefix: string } => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: NOTE_PREFIX,
});

/** A note's sort key, as a page's cursor carries it: NOTE#<15 digits>#<uuid>. */
export const NOTE_SORT_KEY = /^NOTE#\d{15}#[0-9a-f-]{36}$/;
