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

/**
 * Normalises a lookup value: e-mail addresses and usernames compare case-insensitively, and a
 * phone number is its digits (with a leading + kept), so 555-123-4567 and 5551234567 are one number.
 */
export function normaliseLookupValue(kind: LookupKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'email' || kind === 'username') return trimmed.toLowerCase();
  if (kind === 'mobile_phone_number') return trimmed.replace(/[\s().-]/g, '');
  return trimmed;
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

// ---- rate limiting ----

/** One counter per client, second and shard; shards spread a busy client's increments over items. */
export const rateWindowKey = (clientId: string, second: number, shard: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'RATE', second, shard),
  SK: 'RATE',
});
