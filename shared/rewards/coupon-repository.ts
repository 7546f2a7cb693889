import * as z from 'zod';
import { batchGet, queryPages, queryPrefix } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import {
  couponCodePrefix,
  couponKey,
  memberCouponsPrefix,
  usableCouponCodeFrom,
  usableCouponCodeIndexKey,
  usableCouponIndexKey,
  usableCouponsFrom,
  usedCouponCodeIndexKey,
} from './keys.js';
import type { TransactItem } from '../data/transactions.js';

/** A coupon: one code handed to a member by a redemption, with what 2.10 reports about it. */
const CouponItem = z.object({
  redeem_order_coupon_id: z.number(),
  client_id: z.string(),
  member_id: z.number(),
  reward_id: z.number(),
  redeem_order_id: z.number(),
  total_points_redeemed: z.number(),
  ending_balance: z.number(),
  quantity: z.number(),
  code: z.string(),
  reward_title: z.string(),
  coupon_category_id: z.number(),
  coupon_category_name: z.string(),
  coupon_category_expiration_days: z.number().nullable(),
  batch_num: z.number(),
  date_to_expire: z.number().nullable(),
  order_date_created: z.number(),
  coupon_date_created: z.number(),
  /** Reported used through coupon/use or a purchase; coupon/unuse clears it. */
  used: z.boolean(),
  date_used: z.number().nullable(),
});
export type CouponRecord = z.infer<typeof CouponItem>;

const decodeCoupon = itemDecoder('coupon', CouponItem);

const keyOf = (coupon: CouponRecord) => couponKey(coupon.client_id, coupon.member_id, coupon.code, coupon.redeem_order_coupon_id);
/** Both sparse index entries of a usable coupon: the member's usable list (GSI2) and its code's client-wide partition (GSI1). */
const usableIndexOf = (coupon: CouponRecord) => ({
  ...usableCouponIndexKey(coupon.client_id, coupon.member_id, coupon.date_to_expire, coupon.redeem_order_coupon_id),
  ...usableCouponCodeIndexKey(coupon.client_id, coupon.code, coupon.date_to_expire, coupon.redeem_order_coupon_id),
});

export function putCouponItem(coupon: CouponRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keyOf(coupon), ...(coupon.used ? {} : usableIndexOf(coupon)), type: 'coupon', ...coupon },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * Marks a coupon used (it leaves both usable indexes and joins its code's used ones) or usable
 * again (it returns), only if it is still in the state it was read in.
 */
export function setCouponUsedItem(coupon: CouponRecord, used: boolean, at: number): TransactItem {
  const usable = usableIndexOf(coupon);
  const usedIndex = usedCouponCodeIndexKey(coupon.client_id, coupon.code, coupon.redeem_order_coupon_id);
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(coupon),
      UpdateExpression: used
        ? 'SET used = :used, date_used = :at, GSI1PK = :gsi1pk, GSI1SK = :gsi1sk REMOVE GSI2PK, GSI2SK'
        : 'SET used = :used, date_used = :none, GSI1PK = :gsi1pk, GSI1SK = :gsi1sk, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk',
      ConditionExpression: 'used = :was',
      ExpressionAttributeValues: {
        ':used': used,
        ':was': !used,
        ...(used
          ? { ':at': at, ':gsi1pk': usedIndex.GSI1PK, ':gsi1sk': usedIndex.GSI1SK }
          : { ':none': null, ':gsi1pk': usable.GSI1PK, ':gsi1sk': usable.GSI1SK, ':gsi2pk': usable.GSI2PK, ':gsi2sk': usable.GSI2SK }),
      },
    },
  };
}

/** The member's coupons carrying `code` (usually one; the same code may come from two rewards' pools). */
export async function findCouponsByCode(clientId: string, memberId: number, code: string, consistent = false): Promise<CouponRecord[]> {
  const { PK, SKPrefix } = couponCodePrefix(clientId, memberId, code);
  const items = await queryPrefix(PK, SKPrefix, { consistent });
  return items.map(decodeCoupon).filter((coupon) => coupon.code === code);
}

/**
 * Up to `limit` coupons of one partition of a usable-coupon index (GSI1 by code, GSI2 by member),
 * from the sort key `from` on: used coupons are not in it, and `from` skips the expired ones.
 */
async function queryUsableIndex(index: 'GSI1' | 'GSI2', partition: string, from: string, limit: number): Promise<CouponRecord[]> {
  const items = await queryPages(
    {
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk AND ${index}SK >= :from`,
      ExpressionAttributeValues: { ':pk': partition, ':from': from },
      Limit: limit,
    },
    limit,
  );
  return items.map(decodeCoupon);
}

/** The lowest sort key of the usable indexes: reading from it includes expired coupons. */
const FROM_EXPIRED = '0';

/**
 * Unused coupons soonest to expire first, at most `limit`: those whose expiry is after `now`, or
 * with `includeExpired` the expired ones too (first). Used coupons are never read.
 */
export async function listUsableCoupons(clientId: string, memberId: number, now: number, limit: number, includeExpired = false): Promise<CouponRecord[]> {
  const { GSI2PK, GSI2SKFrom } = usableCouponsFrom(clientId, memberId, now);
  return queryUsableIndex('GSI2', GSI2PK, includeExpired ? FROM_EXPIRED : GSI2SKFrom, limit);
}

/**
 * Up to `limit` coupons carrying `code`, held by any of the client's members, that the code's
 * GSI1 partition lists as usable at `now`, soonest to expire first. The index is eventually
 * consistent: callers confirm the state with readCoupons before acting on it.
 */
export async function findUsableCouponsOfCode(clientId: string, code: string, now: number, limit: number, includeExpired = false): Promise<CouponRecord[]> {
  const { GSI1PK, GSI1SKFrom } = usableCouponCodeFrom(clientId, code, now);
  return (await queryUsableIndex('GSI1', GSI1PK, includeExpired ? FROM_EXPIRED : GSI1SKFrom, limit)).filter((coupon) => coupon.code === code);
}

/** Up to `limit` used coupons carrying `code`, any member's (eventually consistent, like the usable ones). */
export async function findUsedCouponsOfCode(clientId: string, code: string, limit: number): Promise<CouponRecord[]> {
  const { GSI1PK } = usedCouponCodeIndexKey(clientId, code, 0);
  return (await queryUsableIndex('GSI1', GSI1PK, FROM_EXPIRED, limit)).filter((coupon) => coupon.code === code && coupon.used);
}

/** The coupons as they are now (consistent BatchGet), in no particular order; deleted ones are left out. */
export async function readCoupons(coupons: CouponRecord[]): Promise<CouponRecord[]> {
  const items = await batchGet(coupons.map(keyOf), true);
  return items.map(decodeCoupon);
}

/** When each of a member's used coupons was used (one query of the member's coupons). */
export async function usedCouponDates(clientId: string, memberId: number): Promise<number[]> {
  const { PK, SKPrefix } = memberCouponsPrefix(clientId, memberId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeCoupon).flatMap((coupon) => (coupon.used && coupon.date_used !== null ? [coupon.date_used] : []));
}
