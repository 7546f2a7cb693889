import { createHash, randomBytes } from 'node:crypto';

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

// ---- clients and credentials ----

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

// ---- operators ----

/** Operator accounts of the deployment: dozens, not millions, so one partition lists them in order. */
export const OPERATORS_PARTITION = 'OPERATORS';
export const operatorKey = (operatorId: string): ItemKey => ({ PK: OPERATORS_PARTITION, SK: join('OPERATOR', operatorId) });
/** One e-mail address, one operator account (compared without case). */
export const operatorEmailKey = (email: string): ItemKey => ({ PK: join('OPERATOR_EMAIL', email.trim().toLowerCase()), SK: 'OPERATOR_EMAIL' });
/**
 * What an operator's tokens may do now, by the subject the tokens carry (the user pool's id of
 * the user in AWS, the operator id locally): read on every operator request, so a changed role,
 * a disabled account or a sign-out takes effect at once, whatever the tokens already issued say.
 */
export const operatorGrantKey = (subject: string): ItemKey => ({ PK: join('OPERATOR_GRANT', subject), SK: 'OPERATOR_GRANT' });

// ---- audit ----

/**
 * Audit entries: one partition per program, one for what belongs to no program (programs
 * created, operators managed). Entries sort by time, then request id. Every audit partition
 * starts with AUDIT#, so IAM can let a read-only route record its entry and write nothing else.
 */
export const AUDIT_PARTITIONS = 'AUDIT#*';
const auditPartition = (clientId: string | undefined): string => (clientId === undefined ? join('AUDIT', 'DEPLOYMENT') : join('AUDIT', 'CLIENT', clientId));
/** The sort key part that orders and names an entry: its ISO time and request id. */
export const auditEntryId = (at: string, requestId: string): string => join(at, requestId);
export const auditEntryKey = (clientId: string | undefined, entryId: string): ItemKey => ({ PK: auditPartition(clientId), SK: join('AUDIT', entryId) });
/** The sort keys of entries between two instants (ISO strings; `to` inclusive to the millisecond). */
export const auditEntryRange = (clientId: string | undefined, from: string, to: string) => ({
  PK: auditPartition(clientId),
  SKFrom: join('AUDIT', from),
  SKTo: join('AUDIT', `${to}~`),
});
/** GSI1: one operator's entries in a program (or in the deployment's partition), in time order. */
export const auditActorPartition = (clientId: string | undefined, actorId: string): string => join(auditPartition(clientId), 'ACTOR', actorId);
/** GSI2: the entries that name one member, in time order. */
export const auditMemberPartition = (clientId: string, memberId: string): string => join(auditPartition(clientId), 'MEMBER', memberId);
/** The entry id a key's sort key holds. */
export const auditEntryIdOf = (SK: string): string => SK.slice('AUDIT#'.length);

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

// ---- members ----

const memberPartition = (clientId: string, memberId: number): string => join('CLIENT', clientId, 'MEMBER', memberId);

export const memberKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: 'PROFILE',
});

/** The identifiers a member can be addressed by besides the numeric id (section 1 of the spec). */
export const LOOKUP_KINDS = ['email', 'username', 'third_party_id', 'mobile_phone_number', 'network1_user_id', 'network2_user_id'] as const;
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

/** A member's deletion request, beside what it erases; kept (with its status) after the member is gone. */
export const deletionKey = (clientId: string, memberId: number): ItemKey => ({ PK: memberPartition(clientId, memberId), SK: 'DELETION' });

/** Shards of the queue of deletions still to erase: requests spread over this many GSI1 partitions. */
export const DELETION_QUEUE_SHARDS = 8;
const deletionQueuePartition = (shard: number): string => join('DELETION_QUEUE', shard);

/** Sparse GSI1 keys of a deletion while it is queued, oldest first per shard; removed when it completes. */
export const deletionQueueIndexKeys = (clientId: string, memberId: number, requestedAt: number) => ({
  GSI1PK: deletionQueuePartition(shardOf(`${clientId}${SEP}${memberId}`, DELETION_QUEUE_SHARDS)),
  GSI1SK: join(sortableNumber(requestedAt, 12), clientId, memberId),
});
export const deletionQueuePartitions = (): string[] => Array.from({ length: DELETION_QUEUE_SHARDS }, (_unused, shard) => deletionQueuePartition(shard));

/** Every item of a member's partition (profile, ledger, orders, coupons, ...), for the erasure's walk. */
export const memberPartitionKey = (clientId: string, memberId: number): string => memberPartition(clientId, memberId);

// ---- points ledger ----

/** Ledger entries sort by time inside the member's partition; newest first is a reverse query. */
export const ledgerEntryKey = (clientId: string, memberId: number, at: number, entryId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('LEDGER', sortableNumber(at, 12), entryId),
});

export const ledgerPrefix = (clientId: string, memberId: number): { PK: string; SKPrefix: string } => ({
  PK: memberPartition(clientId, memberId),
  SKPrefix: `LEDGER${SEP}`,
});

/** The member's ledger entries dated exactly `at` (one second): rolling and fixed expiries are dated at a month's first second. */
export const ledgerAtPrefix = (clientId: string, memberId: number, at: number): { PK: string; SKPrefix: string } => ({
  PK: memberPartition(clientId, memberId),
  SKPrefix: `${join('LEDGER', sortableNumber(at, 12))}${SEP}`,
});

/** An operator's adjustment of a member's points, beside its ledger entry, so they list without reading the whole ledger. */
export const adjustmentKey = (clientId: string, memberId: number, at: number, adjustmentId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('ADJUSTMENT', sortableNumber(at, 12), adjustmentId),
});
export const adjustmentPrefix = (clientId: string, memberId: number) => ({ PK: memberPartition(clientId, memberId), SKPrefix: `ADJUSTMENT${SEP}` });

/** The member's ledger entries dated from `from` to `to` (Unix seconds, both included), as a sort key range. */
export const ledgerRange = (clientId: string, memberId: number, from: number, to: number) => ({
  PK: memberPartition(clientId, memberId),
  SKFrom: join('LEDGER', sortableNumber(from, 12)),
  SKTo: join('LEDGER', sortableNumber(to + 1, 12)),
});

// ---- points: the activity catalogue ----

/** Catalogue items live in the client's partition: small, read together, written rarely. */
export const activityKey = (clientId: string, activityId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'CATALOGUE'),
  SK: join('ACTIVITY', activityId),
});
export const activityPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'CATALOGUE'), SKPrefix: `ACTIVITY${SEP}` });

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
/** The GSI1 partition of one shard of a client's rank index: every member of the client, by total_points. */
export const rankIndexPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'RANKINDEX', shard);
export const rankIndexKeys = (clientId: string, shard: number, totalPoints: number, memberId: number) => ({
  GSI1PK: rankIndexPartition(clientId, shard),
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

// ---- rewards, code pools, redemptions and coupons ----

const CATALOGUE_PARTITION = (clientId: string): string => join('CLIENT', clientId, 'CATALOGUE');

/**
 * Reward, variation, reward category and coupon category definitions sit in the client's
 * catalogue partition next to the activities: written by the operator only, read together.
 */
export const rewardKey = (clientId: string, rewardId: number): ItemKey => ({ PK: CATALOGUE_PARTITION(clientId), SK: join('REWARD', rewardId) });
export const rewardPrefix = (clientId: string) => ({ PK: CATALOGUE_PARTITION(clientId), SKPrefix: `REWARD${SEP}` });

export const rewardCategoryKey = (clientId: string, categoryId: number): ItemKey => ({
  PK: CATALOGUE_PARTITION(clientId),
  SK: join('REWARD_CATEGORY', categoryId),
});
export const rewardCategoryPrefix = (clientId: string) => ({ PK: CATALOGUE_PARTITION(clientId), SKPrefix: `REWARD_CATEGORY${SEP}` });

export const couponCategoryKey = (clientId: string, categoryId: number): ItemKey => ({
  PK: CATALOGUE_PARTITION(clientId),
  SK: join('COUPON_CATEGORY', categoryId),
});
export const couponCategoryPrefix = (clientId: string) => ({ PK: CATALOGUE_PARTITION(clientId), SKPrefix: `COUPON_CATEGORY${SEP}` });

/** How many rewards and categories the client has: caps the catalogue so listing it stays bounded. */
export const rewardCatalogueSizeKey = (clientId: string): ItemKey => ({ PK: CATALOGUE_PARTITION(clientId), SK: 'REWARD_CATALOGUE_SIZE' });

/** A reward's own partition: its stock counters and its code pool. Redemptions write here, never to the catalogue. */
const rewardPartition = (clientId: string, rewardId: number): string => join('CLIENT', clientId, 'REWARD', rewardId);

export const rewardStockKey = (clientId: string, rewardId: number): ItemKey => ({ PK: rewardPartition(clientId, rewardId), SK: 'STOCK' });

/** Codes run up to 1000 characters: keys carry a fixed-length digest instead (uniformly spread, too). */
const codeDigest = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 32);

/** One item per code, keyed by its digest, so a code can be in a reward's pool only once. */
export const rewardCodeKey = (clientId: string, rewardId: number, code: string): ItemKey => ({
  PK: rewardPartition(clientId, rewardId),
  SK: join('CODE', codeDigest(code)),
});

/**
 * Sparse GSI1 entry of a code while it is unassigned. The sort key is the code's digest, so a
 * query from a random start (randomCodeIndexStart) spreads concurrent redeemers over the pool.
 */
export const availableCodesPartition = (clientId: string, rewardId: number): string => join(rewardPartition(clientId, rewardId), 'AVAILABLE_CODES');
export const availableCodeIndexKey = (clientId: string, rewardId: number, code: string) => ({
  GSI1PK: availableCodesPartition(clientId, rewardId),
  GSI1SK: codeDigest(code),
});
export const randomCodeIndexStart = (): string => randomBytes(16).toString('hex');

/** Redemption orders sort by time inside the member's partition; history is a reverse query. */
export const redemptionKey = (clientId: string, memberId: number, at: number, orderId: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('REDEMPTION', sortableNumber(at, 12), orderId),
});
export const redemptionPrefix = (clientId: string, memberId: number) => ({ PK: memberPartition(clientId, memberId), SKPrefix: `REDEMPTION${SEP}` });

/** The member's orders placed from `from` to `to` (Unix seconds, both included), as a sort key range. */
export const redemptionRange = (clientId: string, memberId: number, from: number, to: number) => ({
  PK: memberPartition(clientId, memberId),
  SKFrom: join('REDEMPTION', sortableNumber(from, 12)),
  SKTo: join('REDEMPTION', sortableNumber(to + 1, 12)),
});

/** Shards of a client's awaiting-fulfilment index: a busy redemption day spreads over this many GSI2 partitions. */
export const FULFILMENT_SHARDS = 4;

const awaitingFulfilmentPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'AWAITING_FULFILMENT', shard);

/**
 * A physical order's fulfilment record, addressed by order id alone so the operator can fulfil
 * it without knowing the member or the time.
 */
export const fulfilmentKey = (clientId: string, orderId: number): ItemKey => ({ PK: join('CLIENT', clientId, 'ORDER', orderId), SK: 'FULFILMENT' });

/** Sparse GSI2 keys of a fulfilment record while it awaits fulfilment: oldest first per shard. */
export const awaitingFulfilmentIndexKeys = (clientId: string, orderId: number, at: number) => ({
  GSI2PK: awaitingFulfilmentPartition(clientId, orderId % FULFILMENT_SHARDS),
  GSI2SK: join(sortableNumber(at, 12), orderId),
});

/** Every GSI2 partition of the client's orders awaiting fulfilment. */
export const awaitingFulfilmentPartitions = (clientId: string): string[] =>
  Array.from({ length: FULFILMENT_SHARDS }, (_unused, shard) => awaitingFulfilmentPartition(clientId, shard));

/** Units of one reward (a variation counts toward its group) the member has redeemed: max_per_user. */
export const redeemedCountKey = (clientId: string, memberId: number, groupId: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('REDEEMED', groupId),
});
export const redeemedCountPrefix = (clientId: string, memberId: number) => ({ PK: memberPartition(clientId, memberId), SKPrefix: `REDEEMED${SEP}` });

/** A member's coupon, found by the code it carries (coupon use and unuse name the code). */
export const couponKey = (clientId: string, memberId: number, code: string, couponId: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('COUPON', codeDigest(code), couponId),
});
/** Every coupon of a member. */
export const memberCouponsPrefix = (clientId: string, memberId: number) => ({ PK: memberPartition(clientId, memberId), SKPrefix: join('COUPON') + SEP });
export const couponCodePrefix = (clientId: string, memberId: number, code: string) => ({
  PK: memberPartition(clientId, memberId),
  SKPrefix: join('COUPON', codeDigest(code)) + SEP,
});

/** Coupons without an expiry sort after every dated one. */
const NEVER_EXPIRES = 999_999_999_999;

/** Sort key of a usable coupon in either index: by expiry, so a query from now on skips expired ones. */
const usableCouponSortKey = (dateToExpire: number | null, couponId: number): string => join(sortableNumber(dateToExpire ?? NEVER_EXPIRES, 12), couponId);
/** The lowest usable-coupon sort key of a coupon still unexpired at `now` (usable while now < date_to_expire). */
const unexpiredFrom = (now: number): string => sortableNumber(now + 1, 12);

const usableCouponsPartition = (clientId: string, memberId: number): string => join(memberPartition(clientId, memberId), 'USABLE_COUPONS');

/**
 * Sparse GSI2 entry of a coupon while it is unused, sorted by expiry: the usable-coupons query
 * starts at now, so used and expired coupons are never read.
 */
export const usableCouponIndexKey = (clientId: string, memberId: number, dateToExpire: number | null, couponId: number) => ({
  GSI2PK: usableCouponsPartition(clientId, memberId),
  GSI2SK: usableCouponSortKey(dateToExpire, couponId),
});

/** Where the usable-coupons query starts: the first coupon whose expiry is after `now`. */
export const usableCouponsFrom = (clientId: string, memberId: number, now: number) => ({
  GSI2PK: usableCouponsPartition(clientId, memberId),
  GSI2SKFrom: unexpiredFrom(now),
});

/** One GSI1 partition per client and coupon code: distinct codes never share a partition. */
const usableCouponCodePartition = (clientId: string, code: string): string => join('CLIENT', clientId, 'USABLE_COUPON_CODE', codeDigest(code));

/**
 * Sparse GSI1 entry of a coupon while it is unused, in its code's client-wide partition, sorted
 * by expiry: a purchase that lists a code finds the usable coupon carrying it, whoever holds it,
 * with one Query. Written and removed together with the GSI2 entry.
 */
export const usableCouponCodeIndexKey = (clientId: string, code: string, dateToExpire: number | null, couponId: number) => ({
  GSI1PK: usableCouponCodePartition(clientId, code),
  GSI1SK: usableCouponSortKey(dateToExpire, couponId),
});

/** A used coupon's GSI1 entry, in its code's partition of used coupons: coupon/unuse finds it by code alone. */
export const usedCouponCodeIndexKey = (clientId: string, code: string, couponId: number) => ({
  GSI1PK: join('CLIENT', clientId, 'USED_COUPON_CODE', codeDigest(code)),
  GSI1SK: sortableNumber(couponId),
});

/** Where the query for a code's usable coupons starts: the first one whose expiry is after `now`. */
export const usableCouponCodeFrom = (clientId: string, code: string, now: number) => ({
  GSI1PK: usableCouponCodePartition(clientId, code),
  GSI1SKFrom: unexpiredFrom(now),
});

// ---- code redemption campaigns ----

/** Campaigns live in one small partition per client, so the operator can list them with one Query. */
const campaignsPartition = (clientId: string): string => join('CLIENT', clientId, 'CAMPAIGNS');

export const campaignKey = (clientId: string, campaignId: string): ItemKey => ({
  PK: campaignsPartition(clientId),
  SK: join('CAMPAIGN', campaignId),
});
export const campaignPrefix = (clientId: string) => ({ PK: campaignsPartition(clientId), SKPrefix: `CAMPAIGN${SEP}` });

/** Resolves the backing activity's id to its campaign (endpoint 17 with id_type 1). */
export const campaignByActivityKey = (clientId: string, activityId: string): ItemKey => ({
  PK: campaignsPartition(clientId),
  SK: join('BY_ACTIVITY', activityId),
});

/** One item per code, in its own partition: submissions of different codes never contend. */
export const campaignCodeKey = (clientId: string, campaignId: string, code: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'CAMPAIGN', campaignId, 'CODE', code),
  SK: 'CODE',
});

/** How many codes a member has redeemed in one campaign: the per-member limit is a condition on it. */
export const campaignRedemptionCounterKey = (clientId: string, memberId: number, campaignId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('CAMPAIGN_REDEMPTIONS', campaignId),
});

// ---- purchases, receipts and pending points ----

/** The purchase recorded under a receipt id; its existence reserves the receipt id for the client. */
export const purchaseKey = (clientId: string, receiptId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'RECEIPT', receiptId),
  SK: 'PURCHASE',
});

/** A member's own record of a purchase (recorded for them or claimed), newest purchase last. */
export const memberPurchaseKey = (clientId: string, memberId: number, datePurchase: number, receiptId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('PURCHASE', sortableNumber(datePurchase, 12), receiptId),
});
export const memberPurchasePrefix = (clientId: string, memberId: number) => ({
  PK: memberPartition(clientId, memberId),
  SKPrefix: `PURCHASE${SEP}`,
});
/** A member's purchase records dated from `from` to `to` (Unix seconds, both included). */
export const memberPurchaseRange = (clientId: string, memberId: number, from: number, to: number) => ({
  PK: memberPartition(clientId, memberId),
  SKFrom: join('PURCHASE', sortableNumber(from, 12)),
  SKTo: join('PURCHASE', sortableNumber(to + 1, 12)),
});

/**
 * One return of a purchase, in the purchase's own partition, in the order the returns were made:
 * `seq` is the purchase version the return moved it to, unique and growing per purchase.
 */
export const purchaseReturnKey = (clientId: string, receiptId: string, seq: number, returnId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'RECEIPT', receiptId),
  SK: join('RETURN', sortableNumber(seq, 12), returnId),
});
/** The purchase's partition: the purchase item (`PURCHASE`) sorts before its returns (`RETURN#...`). */
export const purchasePartition = (clientId: string, receiptId: string) => ({
  PK: join('CLIENT', clientId, 'RECEIPT', receiptId),
  ReturnPrefix: `RETURN${SEP}`,
});

/** Where a return id leads (its receipt and place among the purchase's returns); its existence reserves the return id for the client. */
export const returnLookupKey = (clientId: string, returnId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'RETURN', returnId),
  SK: 'RETURN',
});

/** Points waiting for their clearing date, sorted by that date inside the member's partition. */
export const pendingEntryKey = (clientId: string, memberId: number, clearAt: number, receiptId: string): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('PENDING', sortableNumber(clearAt, 12), receiptId),
});
export const pendingPrefix = (clientId: string, memberId: number) => ({
  PK: memberPartition(clientId, memberId),
  SKPrefix: `PENDING${SEP}`,
  /** Above every pending entry's sort key (':' follows the digits of the clearing time). */
  SKEnd: `PENDING${SEP}:`,
});
/**
 * Splits a member's pending entries at `at`: entries clearing at or before `at` sort below it,
 * later ones above. No entry's key equals it (entry keys continue with a separator).
 */
export const pendingSortBoundary = (at: number): string => join('PENDING', sortableNumber(at + 1, 12));

/** Shards of each day's due-date bucket: a busy day's entries spread over this many GSI1 partitions. */
export const PENDING_DUE_SHARDS = 8;

const utcDay = (at: number): string => new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '');

function shardOf(value: string, shards: number): number {
  let hash = 0;
  for (let index = 0; index < value.length; index++) hash = (hash * 31 + value.charCodeAt(index)) >>> 0;
  return hash % shards;
}

const pendingDuePartition = (day: string, shard: number): string => join('PENDING_DUE', day, shard);

/**
 * GSI1 keys of a pending entry: partitioned by the UTC day it clears (sharded by member), sorted
 * by the clearing time, so the scheduled job reads what is due without scanning.
 */
export const pendingDueIndexKeys = (clientId: string, memberId: number, clearAt: number, receiptId: string) => ({
  GSI1PK: pendingDuePartition(utcDay(clearAt), shardOf(`${clientId}${SEP}${memberId}`, PENDING_DUE_SHARDS)),
  GSI1SK: join(sortableNumber(clearAt, 12), clientId, memberId, receiptId),
});

/** Every GSI1 partition holding entries that clear on the UTC day of `at`. */
export const pendingDuePartitions = (at: number): string[] =>
  Array.from({ length: PENDING_DUE_SHARDS }, (_unused, shard) => pendingDuePartition(utcDay(at), shard));
/** Entries of a due-date bucket (pending points, expiry) due at `at` have GSI1 sort keys below this. */
export const dueSortBoundary = (at: number): string => sortableNumber(at + 1, 12);

// ---- points expiry ----

/** Shards of each day's expiry bucket: rolling and fixed policies put a client's members on the same day. */
export const EXPIRY_DUE_SHARDS = 32;

const expiryDuePartition = (day: string, shard: number): string => join('EXPIRY_DUE', day, shard);

/** The member's next expiry, one item in the member's partition, indexed by when it falls due. */
export const expiryMarkerKey = (clientId: string, memberId: number): ItemKey => ({ PK: memberPartition(clientId, memberId), SK: 'EXPIRY_DUE' });

/** GSI1 keys of an expiry marker: partitioned by the UTC day it falls due (sharded by member), sorted by the due time. */
export const expiryDueIndexKeys = (clientId: string, memberId: number, dueAt: number) => ({
  GSI1PK: expiryDuePartition(utcDay(dueAt), shardOf(`${clientId}${SEP}${memberId}`, EXPIRY_DUE_SHARDS)),
  GSI1SK: join(sortableNumber(dueAt, 12), clientId, memberId),
});

/** Every GSI1 partition holding markers due on the UTC day of `at`. */
export const expiryDuePartitions = (at: number): string[] =>
  Array.from({ length: EXPIRY_DUE_SHARDS }, (_unused, shard) => expiryDuePartition(utcDay(at), shard));

/** GSI1 sort keys of the markers due after `after` and by `through` (Unix seconds), for a BETWEEN. */
export const expiryDueRange = (after: number, through: number) => ({ from: sortableNumber(after + 1, 12), to: sortableNumber(through + 1, 12) });

/**
 * The record that a member was told its points expire at `dueAt` (points.expiring): at most one
 * per member and due date, written under `attribute_not_exists` with the event.
 */
export const expiryNoticeKey = (clientId: string, memberId: number, dueAt: number): ItemKey => ({
  PK: memberPartition(clientId, memberId),
  SK: join('EXPIRY_NOTICE', sortableNumber(dueAt, 12)),
});

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

// ---- webhooks: outbox, endpoints, deliveries ----

/** An event in the outbox of the member it is about (or of the client), in the member's order. */
export const outboxEventKey = (clientId: string, memberId: number | undefined, at: number, eventId: string): ItemKey => ({
  PK: memberId === undefined ? join('CLIENT', clientId, 'OUTBOX') : memberPartition(clientId, memberId),
  SK: join('OUTBOX', sortableNumber(at, 12), eventId),
});

/** A client's webhook endpoints, together in one small partition (read whole, cached). */
export const webhookKey = (clientId: string, webhookId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'WEBHOOKS'), SK: join('WEBHOOK', webhookId) });
export const webhookPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'WEBHOOKS'), SKPrefix: `WEBHOOK${SEP}` });

/** Shards of a webhook's delivery log: the dispatcher's writes spread over them; a listing merges them. */
export const DELIVERY_SHARDS = 4;
export const deliveryShardOf = (eventId: string): number => shardOf(eventId, DELIVERY_SHARDS);
export const deliveryPartition = (clientId: string, webhookId: string, shard: number): string =>
  join('CLIENT', clientId, 'WEBHOOK', webhookId, 'DELIVERIES', shard);
/**
 * A member's lane to one endpoint: a marker for each of its deliveries not yet delivered or given
 * up, in the order the dispatcher took them (`laneSeq`), so a later delivery can tell whether an
 * earlier one is still outstanding with one query.
 */
const deliveryLanePartition = (clientId: string, webhookId: string, memberId: number): string =>
  join('CLIENT', clientId, 'WEBHOOK', webhookId, 'LANE', memberId);
export const deliveryLaneKey = (clientId: string, webhookId: string, memberId: number, laneSeq: string): ItemKey => ({
  PK: deliveryLanePartition(clientId, webhookId, memberId),
  SK: laneSeq,
});
export const deliveryKey = (clientId: string, webhookId: string, createdAt: number, eventId: string): ItemKey => ({
  PK: deliveryPartition(clientId, webhookId, deliveryShardOf(eventId)),
  SK: join(sortableNumber(createdAt, 12), eventId),
});

/**
 * Shards of the retry index: deliveries waiting for their next attempt, by UTC day of that
 * attempt. A member's deliveries to one endpoint share a shard, so the retry job meets them in
 * order of their next attempt, which is the order of their events.
 */
export const RETRY_SHARDS = 8;
const retryPartition = (day: string, shard: number): string => join('WEBHOOK_RETRY', day, shard);
export const retryIndexKeys = (clientId: string, webhookId: string, memberId: number | undefined, eventId: string, nextAttemptAt: number) => ({
  GSI1PK: retryPartition(utcDay(nextAttemptAt), shardOf(join(clientId, webhookId, memberId ?? ''), RETRY_SHARDS)),
  GSI1SK: join(sortableNumber(nextAttemptAt, 12), clientId, webhookId, eventId),
});
export const retryPartitions = (at: number): string[] => Array.from({ length: RETRY_SHARDS }, (_unused, shard) => retryPartition(utcDay(at), shard));

// ---- idempotency ----

/** One record per Idempotency-Key a client sends; expires by TTL. */
export const idempotencyKey = (clientId: string, key: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'IDEMPOTENCY', key),
  SK: 'IDEMPOTENCY',
});

// ---- imports ----

/** A client's imports, newest first: import ids sort by creation time. */
export const importKey = (clientId: string, importId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'IMPORTS'), SK: join('IMPORT', importId) });
export const importPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'IMPORTS'), SKPrefix: `IMPORT${SEP}` });

/** An import's error lines, in the file's line order. */
export const importErrorKey = (clientId: string, importId: string, line: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'IMPORT', importId, 'ERRORS'),
  SK: sortableNumber(line, 12),
});
export const importErrorPartition = (clientId: string, importId: string): string => join('CLIENT', clientId, 'IMPORT', importId, 'ERRORS');

/** A chunk of an import counted once: its counts join the import's only with this item's first write. */
export const importChunkKey = (clientId: string, importId: string, chunk: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'IMPORT', importId, 'CHUNKS'),
  SK: sortableNumber(chunk, 9),
});

/**
 * What a row with a dedupe key (an activity credit's external_id) did, one partition per key: a
 * row whose key is recorded changes nothing, in this import or any later one.
 */
export const importedRowKey = (clientId: string, kind: string, dedupeKey: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'IMPORTED', kind, dedupeKey),
  SK: 'IMPORTED',
});

/** Where an import's file and its chunk manifest live in the file store (S3, or a local directory). */
export const importFileKey = (clientId: string, importId: string): string => `imports/${clientId}/${importId}/file`;
export const importManifestKey = (clientId: string, importId: string): string => `imports/${clientId}/${importId}/manifest.json`;
/** The ids an import file's key names, or undefined for any other object. */
export function importOfFileKey(key: string): { clientId: string; importId: string } | undefined {
  const [, clientId, importId] = /^imports\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/file$/.exec(key) ?? [];
  return clientId && importId ? { clientId, importId } : undefined;
}

// ---- exports ----

/** A client's exports, newest first: export ids sort by creation time. */
export const exportKey = (clientId: string, exportId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'EXPORTS'), SK: join('EXPORT', exportId) });
export const exportPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'EXPORTS'), SKPrefix: `EXPORT${SEP}` });

/** One page of an export written (its part file), counted once; an export's parts sort by shard, then page. */
export const exportPartPartition = (clientId: string, exportId: string): string => join('CLIENT', clientId, 'EXPORT', exportId, 'PARTS');
export const exportPartKey = (clientId: string, exportId: string, shard: number, page: number): ItemKey => ({
  PK: exportPartPartition(clientId, exportId),
  SK: join(sortableNumber(shard, 3), sortableNumber(page, 9)),
});

/**
 * A client with daily exports (setting daily_exports): one item per such client, all in one
 * small GSI1 partition the daily export job lists; put and deleted by the settings write.
 */
export const dailyExportClientKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'DAILY_EXPORTS' });
export const DAILY_EXPORT_CLIENTS = 'DAILY_EXPORT_CLIENTS';
export const dailyExportClientIndexKeys = (clientId: string) => ({ GSI1PK: DAILY_EXPORT_CLIENTS, GSI1SK: clientId });

/** The record that a client's daily exports of one UTC day (yyyy-mm-dd) were started: written once. */
export const dailyExportRunKey = (clientId: string, day: string): ItemKey => ({ PK: join('CLIENT', clientId, 'DAILY_EXPORT_RUNS'), SK: day });

/**
 * Where an export's files live in the file store (S3, or a local directory): the request whose
 * arrival starts its pipeline, each page's part, and the joined file (under the export's id, or,
 * for a daily export, under the day it covers).
 */
export const exportRequestKey = (clientId: string, exportId: string): string => `exports/${clientId}/${exportId}/request.json`;
export const exportPartFileKey = (clientId: string, exportId: string, shard: number, page: number): string =>
  `exports/${clientId}/${exportId}/parts/${shard}-${page}.gz`;
export const exportFileKey = (clientId: string, exportId: string, kind: string, format: string): string =>
  `exports/${clientId}/${exportId}/${kind}.${format}.gz`;
export const dailyExportFileKey = (clientId: string, day: string, kind: string, format: string): string => `exports/${clientId}/${day}/${kind}.${format}.gz`;
/** The ids an export request's key names, or undefined for any other object. */
export function exportOfRequestKey(key: string): { clientId: string; exportId: string } | undefined {
  const [, clientId, exportId] = /^exports\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/request\.json$/.exec(key) ?? [];
  return clientId && exportId ? { clientId, exportId } : undefined;
}

// ---- program reports ----

/** Shards of a program's report counters: each write goes to one, a read adds them up. */
export const REPORT_SHARDS = 8;

/** A program's report state: the generation of counters reads take, and the rebuild writing the next. In the client's partition. */
export const reportStateKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'REPORTS' });
/** Rebuilds wait in one GSI1 partition (they are rare) until the day their walk may start. */
export const REPORT_REBUILD_QUEUE = 'REPORT_REBUILD_QUEUE';
export const reportRebuildIndexKeys = (clientId: string, startAt: number) => ({
  GSI1PK: REPORT_REBUILD_QUEUE,
  GSI1SK: join(sortableNumber(startAt, 12), clientId),
});

const reportPartition = (clientId: string, generation: number, shard: number): string => join('REPORT', clientId, 'G', generation, shard);
/** A report day as its sort key: the UTC date, YYYY-MM-DD, so day ranges are key ranges. */
export const reportDayKey = (clientId: string, generation: number, shard: number, day: string): ItemKey => ({
  PK: reportPartition(clientId, generation, shard),
  SK: join('DAY', day),
});
/**
 * A report day's counters per reward, or per activity, apart from its metrics: each top list reads
 * its own kind's items, the series neither.
 */
export type ReportItemKind = 'REWARDS' | 'ACTIVITIES';
export const reportItemsDayKey = (clientId: string, generation: number, shard: number, kind: ReportItemKind, day: string): ItemKey => ({
  PK: reportPartition(clientId, generation, shard),
  SK: join(kind, day),
});
export const reportItemsDayRange = (clientId: string, generation: number, shard: number, kind: ReportItemKind, fromDay: string, toDay: string) => ({
  PK: reportPartition(clientId, generation, shard),
  SKFrom: join(kind, fromDay),
  SKTo: join(kind, toDay),
});
/**
 * A settled report month's counters per reward, or per activity, of one shard: its day items
 * added up once, by the first top list that covers the whole month, so later ones read one item
 * for its days. In partitions of their own, the only ones a top list's role may write.
 */
const reportMonthsPartition = (clientId: string, generation: number, shard: number): string => join('REPORT_MONTHS', clientId, 'G', generation, shard);
export const reportItemsMonthKey = (clientId: string, generation: number, shard: number, kind: ReportItemKind, month: string): ItemKey => ({
  PK: reportMonthsPartition(clientId, generation, shard),
  SK: join(kind, month),
});
export const reportItemsMonthRange = (clientId: string, generation: number, shard: number, kind: ReportItemKind, fromMonth: string, toMonth: string) => ({
  PK: reportMonthsPartition(clientId, generation, shard),
  SKFrom: join(kind, fromMonth),
  SKTo: join(kind, toMonth),
});
/** The date a report day or month item is for, from its sort key: YYYY-MM-DD, or YYYY-MM. */
export const reportItemDate = (SK: string): string => SK.slice(SK.lastIndexOf(SEP) + 1);
/** A shard's running totals since the program began. */
export const reportTotalKey = (clientId: string, generation: number, shard: number): ItemKey => ({
  PK: reportPartition(clientId, generation, shard),
  SK: 'TOTAL',
});
export const reportDayRange = (clientId: string, generation: number, shard: number, fromDay: string, toDay: string) => ({
  PK: reportPartition(clientId, generation, shard),
  SKFrom: join('DAY', fromDay),
  SKTo: join('DAY', toDay),
});
/** Webhook delivery outcomes by day: kept apart from the generations, since no ledger can rebuild them. */
export const deliveryOutcomeDayKey = (clientId: string, shard: number, day: string): ItemKey => ({
  PK: join('REPORT', clientId, 'DELIVERIES', shard),
  SK: join('DAY', day),
});
export const deliveryOutcomeDayRange = (clientId: string, shard: number, fromDay: string, toDay: string) => ({
  PK: join('REPORT', clientId, 'DELIVERIES', shard),
  SKFrom: join('DAY', fromDay),
  SKTo: join('DAY', toDay),
});
/** That an outbox event was counted: one small partition per event, so markers spread over the table. */
export const countedEventKey = (clientId: string, eventId: string): ItemKey => ({ PK: join('REPORT', clientId, 'EVENT', eventId), SK: 'COUNTED' });
/** That a rebuild counted a part of a member's ledger (`part` of its transactions). */
export const rebuiltMemberKey = (clientId: string, generation: number, memberId: number, part: number): ItemKey => ({
  PK: join('REPORT', clientId, 'G', generation, 'MEMBER', memberId),
  SK: join('PART', part),
});
export const REPORT_PARTITIONS = join('REPORT', '*');
export const REPORT_MONTH_PARTITIONS = join('REPORT_MONTHS', '*');

/** Shards of a program's deleted members line (GSI1): a rebuild walks them beside the rank index. */
export const REMOVED_MEMBER_SHARDS = 4;
export const removedMembersPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'REMOVED', shard);
export const removedMemberIndexKeys = (clientId: string, memberId: number) => ({
  GSI1PK: removedMembersPartition(clientId, shardOf(`${clientId}${SEP}${memberId}`, REMOVED_MEMBER_SHARDS)),
  GSI1SK: sortableNumber(memberId, 16),
});
