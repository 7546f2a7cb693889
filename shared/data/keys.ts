/**
 * The key grammar of the table: the separator, the encodings (sortable numbers, UTC days, shard
 * hashes) and the bounds a key part must keep. Each feature builds its own keys with it, in
 * shared/<feature>/keys.ts beside its repositories; docs/data-model.md describes each item type
 * and the access pattern its keys serve.
 *
 * Partitions are per client and, below that, per member, so no single partition carries a
 * whole program's traffic.
 */

export interface ItemKey {
  PK: string;
  SK: string;
}

/** What separates the parts of a key. */
export const SEP = '#';
/** A key made of parts, in order. */
export const join = (...parts: Array<string | number>): string => parts.join(SEP);

/**
 * The most UTF-8 bytes a caller-given identifier may have to become part of a key. DynamoDB
 * refuses partition keys over 2,048 bytes and sort keys over 1,024: an identifier within this
 * bound, after any of our prefixes (at most a few hundred bytes), always fits.
 */
export const MAX_KEY_PART_BYTES = 1024;

/** Whether an identifier can be part of a key; one that cannot names nothing that is stored. */
export const fitsInKey = (value: string): boolean => Buffer.byteLength(value, 'utf8') <= MAX_KEY_PART_BYTES;

/** Fixed-width decimal so that string order matches numeric order in sort keys. */
export function sortableNumber(value: number, width = 15): string {
  return Math.max(0, Math.trunc(value)).toString().padStart(width, '0');
}

/** The UTC day of a Unix time as YYYYMMDD: the day part of a due-date bucket's partition. */
export const utcDay = (at: number): string => new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '');

/** A stable shard of `shards` for a value: the same value always lands in the same shard. */
export function shardOf(value: string, shards: number): number {
  let hash = 0;
  for (let index = 0; index < value.length; index++) hash = (hash * 31 + value.charCodeAt(index)) >>> 0;
  return hash % shards;
}

/** Entries of a due-date bucket (pending points, expiry) due at `at` have GSI1 sort keys below this. */
export const dueSortBoundary = (at: number): string => sortableNumber(at + 1, 12);

/**
 * Kept here, not in shared/rewards/keys.ts: the members feature's erasure removes the shipping
 * copy from this record, and rewards imports members, so members cannot import rewards.
 *
 * A physical order's fulfilment record, addressed by order id alone so the operator can fulfil
 * it without knowing the member or the time.
 */
export const fulfilmentKey = (clientId: string, orderId: number): ItemKey => ({ PK: join('CLIENT', clientId, 'ORDER', orderId), SK: 'FULFILMENT' });
