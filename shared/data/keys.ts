/**
 * Every partition, sort and index key string of the table is built here and nowhere else.
 * docs/data-model.md describes each item type and the access pattern its keys serve.
 *
 * Partitions are per client and, below that, per member, so no single partition carries a
 * whole program's traffic.
 */

export interface ItemKey {
  PK: string;
  SK: string;
}

const SEP = '#';
const join = (...parts: Array<string | number>): string => parts.join(SEP);

/** Fixed-width decimal so that string order matches numeric order in sort keys. */
export function sortableNumber(value: number, width = 15): string {
  return Math.max(0, Math.trunc(value)).toString().padStart(width, '0');
}

// ---- clients and credentials ----

export const clientKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'CLIENT' });

/** Looked up on every request by the SHA-256 of the presented api_key. */
export const apiKeyHashKey = (keyHash: string): ItemKey => ({ PK: join('APIKEY', keyHash), SK: 'APIKEY' });

/** The client's own record of one key, so the operator can revoke it by key_id. */
export const clientApiKeyKey = (clientId: string, keyId: string): ItemKey => ({
  PK: join('CLIENT', clientId),
  SK: join('APIKEY', keyId),
});

// ---- members ----

const memberPartition = (clientId: string, memberId: number): string => join('CLIENT', clientId, 'MEMBER', memberId);

export const memberKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: 'PROFILE',
});

/** The identifiers a member can be addressed by besides the numeric id (section 1 of the spec). */
export const LOOKUP_KINDS = [
  'email',
  'username',
  'third_party_id',
  'mobile_phone_number',
  'network1_user_id',
  'network2_user_id',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** Normalises a lookup value: e-mail addresses and usernames compare case-insensitively. */
export function normaliseLookupValue(kind: LookupKind, value: string): string {
  const trimmed = value.trim();
  return kind === 'email' || kind === 'username' ? trimmed.toLowerCase() : trimmed;
}

/** One item per unique identifier: it both resolves the identifier and reserves it. */
export const memberLookupKey = (clientId: string, kind: LookupKind, value: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'LOOKUP', kind, normaliseLookupValue(kind, value)),
  SK: 'LOOKUP',
});

// ---- points ledger ----

/** Ledger entries sort by time inside the member's partition; newest first is a reverse query. */
export const ledgerEntryKey = (clientId: string, memberId: number, at: number, entryId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('LEDGER', sortableNumber(at, 12), entryId),
});

export const ledgerPrefix = (clientId: string, memberId: number): { PK: string; SKPrefix: string } => ({
  PK: memberPartition(clientId, memberId),
  SKPrefix: 'LEDGER' + SEP,
});

// ---- catalogue ----

/** Catalogue items live in the client's partition: small, read together, written rarely. */
export const activityKey = (clientId: string, activityId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'CATALOGUE'),
  SK: join('ACTIVITY', activityId),
});
export const activityPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'CATALOGUE'), SKPrefix: 'ACTIVITY' + SEP });

// ---- idempotency ----

/** One record per Idempotency-Key a client sends; expires by TTL. */
export const idempotencyKey = (clientId: string, key: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'IDEMPOTENCY', key),
  SK: 'IDEMPOTENCY',
});

// ---- points: ledger index, ranks, activity caps, activity stream ----

/**
 * A member's earning entries by ending total (GSI1), so the entry where the running total first
 * reached a value is one Limit 1 query (tier_info's date_reached).
 */
export const ledgerTotalIndexKeys = (clientId: string, memberId: number, endingTotal: number, at: number, entryId: string) => ({
  GSI1PK: join('CLIENT', clientId, 'MEMBER', memberId, 'EARNED'),
  GSI1SK: join(sortableNumber(endingTotal, 16), sortableNumber(at, 12), entryId),
});
export const ledgerTotalIndexBound = (clientId: string, memberId: number, endingTotal: number) => ({
  GSI1PK: join('CLIENT', clientId, 'MEMBER', memberId, 'EARNED'),
  GSI1SK: sortableNumber(endingTotal, 16),
});

/**
 * One item per rank-tree node shard; tree is 'L' (lifetime) or a week/month window id.
 * Each node shard is its own partition, so tree writes spread over the table.
 */
export const rankNodeKey = (clientId: string, tree: string, level: number, prefix: string, shard: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'RANKNODE', tree, level, prefix || '-', shard),
  SK: 'RANKNODE',
});

/** A member's entry in the rank index: its own item in the member's partition. */
export const rankEntryKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: 'RANKENTRY',
});

/** Largest member id the rank index's sort key can invert (ids are below 2^47). */
const RANK_ID_CEILING = 2 ** 53 - 1;

/**
 * Rank index (GSI1) position: ascending sort key = ascending rank order from the bottom, i.e.
 * more points sort later and, at equal points, a smaller member id sorts later (ranks higher).
 */
export const rankIndexKeys = (clientId: string, shard: number, totalPoints: number, memberId: number) => ({
  GSI1PK: join('CLIENT', clientId, 'RANKINDEX', shard),
  GSI1SK: join(sortableNumber(totalPoints, 16), sortableNumber(RANK_ID_CEILING - memberId, 16)),
});

/** Completions of one activity by one member in one cap window (day, week, month or lifetime). */
export const activityCapKey = (clientId: string, memberId: number, activityId: string, window: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('ACTCAP', activityId, window),
});

/** Attempts made towards an activity's freq_num_required_attempts, since its last award. */
export const activityAttemptsKey = (clientId: string, memberId: number, activityId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('ACTATTEMPTS', activityId),
});

/** Activity stream records, spread over shards; each shard is read newest first. */
export const streamPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'STREAM', shard);
export const streamRecordKey = (clientId: string, shard: number, at: number, entryId: string): ItemKey => ({
  PK: streamPartition(clientId, shard),
  SK: join(sortableNumber(at, 12), entryId),
});
