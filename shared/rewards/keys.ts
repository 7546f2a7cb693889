import { createHash, randomBytes } from 'node:crypto';
import { type ItemKey, join, SEP, sortableNumber } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';
import { cataloguePartition } from '../points/index.js';

/** The keys of the reward catalogue, stock, code pools, redemption orders, fulfilment and coupons. */

/**
 * Reward, variation, reward category and coupon category definitions sit in the client's
 * catalogue partition next to the activities: written by the operator only, read together.
 */
export const rewardKey = (clientId: string, rewardId: number): ItemKey => ({ PK: cataloguePartition(clientId), SK: join('REWARD', rewardId) });
export const rewardPrefix = (clientId: string) => ({ PK: cataloguePartition(clientId), SKPrefix: `REWARD${SEP}` });

export const rewardCategoryKey = (clientId: string, categoryId: number): ItemKey => ({
  PK: cataloguePartition(clientId),
  SK: join('REWARD_CATEGORY', categoryId),
});
export const rewardCategoryPrefix = (clientId: string) => ({ PK: cataloguePartition(clientId), SKPrefix: `REWARD_CATEGORY${SEP}` });

export const couponCategoryKey = (clientId: string, categoryId: number): ItemKey => ({
  PK: cataloguePartition(clientId),
  SK: join('COUPON_CATEGORY', categoryId),
});
export const couponCategoryPrefix = (clientId: string) => ({ PK: cataloguePartition(clientId), SKPrefix: `COUPON_CATEGORY${SEP}` });

/** How many rewards and categories the client has: caps the catalogue so listing it stays bounded. */
export const rewardCatalogueSizeKey = (clientId: string): ItemKey => ({ PK: cataloguePartition(clientId), SK: 'REWARD_CATALOGUE_SIZE' });

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
  PK: memberPartitionKey(clientId, memberId),
  SK: join('REDEMPTION', sortableNumber(at, 12), orderId),
});
export const redemptionPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: `REDEMPTION${SEP}` });

/** The member's orders placed from `from` to `to` (Unix seconds, both included), as a sort key range. */
export const redemptionRange = (clientId: string, memberId: number, from: number, to: number) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKFrom: join('REDEMPTION', sortableNumber(from, 12)),
  SKTo: join('REDEMPTION', sortableNumber(to + 1, 12)),
});

/** Shards of a client's awaiting-fulfilment index: a busy redemption day spreads over this many GSI2 partitions. */
export const FULFILMENT_SHARDS = 4;

const awaitingFulfilmentPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'AWAITING_FULFILMENT', shard);

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
  PK: memberPartitionKey(clientId, memberId),
  SK: join('REDEEMED', groupId),
});
export const redeemedCountPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: `REDEEMED${SEP}` });

/** A member's coupon, found by the code it carries (coupon use and unuse name the code). */
export const couponKey = (clientId: string, memberId: number, code: string, couponId: number): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('COUPON', codeDigest(code), couponId),
});
/** Every coupon of a member. */
export const memberCouponsPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: join('COUPON') + SEP });
export const couponCodePrefix = (clientId: string, memberId: number, code: string) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: join('COUPON', codeDigest(code)) + SEP,
});

/** Coupons without an expiry sort after every dated one. */
const NEVER_EXPIRES = 999_999_999_999;

/** Sort key of a usable coupon in either index: by expiry, so a query from now on skips expired ones. */
const usableCouponSortKey = (dateToExpire: number | null, couponId: number): string => join(sortableNumber(dateToExpire ?? NEVER_EXPIRES, 12), couponId);
/** The lowest usable-coupon sort key of a coupon still unexpired at `now` (usable while now < date_to_expire). */
const unexpiredFrom = (now: number): string => sortableNumber(now + 1, 12);

const usableCouponsPartition = (clientId: string, memberId: number): string => join(memberPartitionKey(clientId, memberId), 'USABLE_COUPONS');

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
