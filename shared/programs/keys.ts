import { type ItemKey, join, sortableNumber } from '../data/keys.js';

/**
 * The keys of clients (programs), their credentials, their request counters and the records
 * their settings keep (the clients with expiry notices, expiry backfills or daily exports, which
 * the points and exports jobs list): built with the key grammar of shared/data/keys.ts.
 */

export const clientKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'CLIENT' });

/** GSI2: the deployment's programs, newest first (dozens to thousands, one index partition). */
export const CLIENT_LIST_PARTITION = 'CLIENTS';
export const clientListIndexKeys = (clientId: string, dateCreated: number) => ({
  GSI2PK: CLIENT_LIST_PARTITION,
  GSI2SK: join(sortableNumber(dateCreated), clientId),
});

/** Looked up on every request by the SHA-256 of the presented api_key. */
export const apiKeyHashKey = (keyHash: string): ItemKey => ({ PK: join('APIKEY', keyHash), SK: 'APIKEY' });

/** The client's own record of one key, so the operator can revoke it by key_id. */
export const clientApiKeyKey = (clientId: string, keyId: string): ItemKey => ({
  PK: join('CLIENT', clientId),
  SK: join('APIKEY', keyId),
});

/** A request-signing key pair, looked up by its public key on every signed request. */
export const signingKeyKey = (publicKey: string): ItemKey => ({ PK: join('SIGNKEY', publicKey), SK: 'SIGNKEY' });

/** The client's own record of a signing key, so the operator can revoke it. */
export const clientSigningKeyKey = (clientId: string, publicKey: string): ItemKey => ({
  PK: join('CLIENT', clientId),
  SK: join('SIGNKEY', publicKey),
});

/** A signature a signed write has used, kept while its timestamp is inside the window; one partition each. */
export const usedSignatureKey = (clientId: string, signatureDigest: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'SIGNATURE', signatureDigest),
  SK: 'SIGNATURE',
});

// ---- rate limiting ----

/**
 * One counter per client, second and shard; shards spread a busy client's increments over items.
 * The partition starts with its own prefix, so IAM can let read-only functions count requests
 * (UpdateItem on RATE_WINDOW_PARTITIONS) and write nothing else.
 */
export const rateWindowKey = (clientId: string, second: number, shard: number): ItemKey => ({
  PK: join('RATE', clientId, second, shard),
  SK: 'RATE',
});

/** Every rate-window partition, as an IAM StringLike pattern on dynamodb:LeadingKeys. */
export const RATE_WINDOW_PARTITIONS = join('RATE', '*');

// ---- failed authentication by source ----

/**
 * Failed authentications from one source (a hash of its IP address, never the address) in one
 * minute, counted in batches by the functions that refused them.
 */
export const failedAuthWindowKey = (source: string, minute: number): ItemKey => ({
  PK: join('SOURCE', source, 'AUTHFAIL', minute),
  SK: 'AUTHFAIL',
});

/** A source banned at the API's authorizer (banned_until), written when its failures pass the limit. */
export const sourceBanKey = (source: string): ItemKey => ({ PK: join('SOURCE', source, 'BAN'), SK: 'BAN' });

/** Every per-source partition (failure windows and bans): read-only functions may write these too. */
export const SOURCE_PARTITIONS = join('SOURCE', '*');

/** The ban partitions alone: all the authorizer may read. */
export const SOURCE_BAN_PARTITIONS = join('SOURCE', '*', 'BAN');

/**
 * A client whose members are told ahead of expiry (setting expiry_notice_days): one item per
 * such client, all in one small GSI1 partition the expiry job lists; it also records how far
 * ahead the client's notices have been sent.
 */
export const expiryNoticeClientKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'EXPIRY_NOTICES' });
export const EXPIRY_NOTICE_CLIENTS = 'EXPIRY_NOTICE_CLIENTS';
export const expiryNoticeClientIndexKeys = (clientId: string) => ({ GSI1PK: EXPIRY_NOTICE_CLIENTS, GSI1SK: clientId });

/**
 * A client's pending walk of its members after its expiry policy changed, so members without a
 * marker get one. In the client's partition; queued (GSI1, one partition: policies change rarely)
 * until the walk ends.
 */
export const expiryBackfillKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'EXPIRY_BACKFILL' });
export const EXPIRY_BACKFILL_QUEUE = 'EXPIRY_BACKFILL_QUEUE';
export const expiryBackfillIndexKeys = (clientId: string, requestedAt: number) => ({
  GSI1PK: EXPIRY_BACKFILL_QUEUE,
  GSI1SK: join(sortableNumber(requestedAt, 12), clientId),
});

/**
 * A client with daily exports (setting daily_exports): one item per such client, all in one
 * small GSI1 partition the daily export job lists; put and deleted by the settings write.
 */
export const dailyExportClientKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'DAILY_EXPORTS' });
export const DAILY_EXPORT_CLIENTS = 'DAILY_EXPORT_CLIENTS';
export const dailyExportClientIndexKeys = (clientId: string) => ({ GSI1PK: DAILY_EXPORT_CLIENTS, GSI1SK: clientId });
