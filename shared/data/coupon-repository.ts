import { queryPages, queryPrefix, withoutKeys } from './batch-reads.js';
import { tableName } from './client.js';
import { couponCodePrefix, couponKey, usableCouponIndexKey, usableCouponsFrom } from './keys.js';
import type { TransactItem } from './transactions.js';

/** A coupon: one code handed to a member by a redemption, with what 2.10 reports about it. */
export interface CouponRecord {
  redeem_order_coupon_id: number;
  client_id: string;
  member_id: number;
  reward_id: number;
  redeem_order_id: number;
  total_points_redeemed: number;
  ending_balance: number;
  quantity: number;
  code: string;
  reward_title: string;
  coupon_category_id: number;
  coupon_category_name: string;
  coupon_category_expiration_days: number | null;
  batch_num: number;
  date_to_expire: number | null;
  order_date_created: number;
  coupon_date_created: number;
  /** Reported used through coupon/use or a purchase; coupon/unuse clears it. */
  used: boolean;
  date_used: number | null;
}

const keyOf = (coupon: CouponRecord) => couponKey(coupon.client_id, coupon.member_id, coupon.code, coupon.redeem_order_coupon_id);
const usableIndexOf = (coupon: CouponRecord) =>
  usableCouponIndexKey(coupon.client_id, coupon.member_id, coupon.date_to_expire, coupon.redeem_order_coupon_id);

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
 * Marks a coupon used (it leaves the usable index) or usable again (it returns), only if it is
 * still in the state it was read in.
 */
export function setCouponUsedItem(coupon: CouponRecord, used: boolean, at: number): TransactItem {
  const index = usableIndexOf(coupon);
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(coupon),
      UpdateExpression: used
        ? 'SET used = :used, date_used = :at REMOVE GSI2PK, GSI2SK'
        : 'SET used = :used, date_used = :none, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk',
      ConditionExpression: 'used = :was',
      ExpressionAttributeValues: {
        ':used': used,
        ':was': !used,
        ...(used ? { ':at': at } : { ':none': null, ':gsi2pk': index.GSI2PK, ':gsi2sk': index.GSI2SK }),
      },
    },
  };
}

/** The member's coupons carrying `code` (usually one; the same code may come from two rewards' pools). */
export async function findCouponsByCode(clientId: string, memberId: number, code: string, consistent = false): Promise<CouponRecord[]> {
  const { PK, SKPrefix } = couponCodePrefix(clientId, memberId, code);
  const items = await queryPrefix(PK, SKPrefix, { consistent });
  return items.map((item) => withoutKeys<CouponRecord>(item)).filter((coupon) => coupon.code === code);
}

/** Unused coupons whose expiry is after `now`, soonest to expire first, at most `limit`: only usable ones are read. */
export async function listUsableCoupons(clientId: string, memberId: number, now: number, limit: number): Promise<CouponRecord[]> {
  const { GSI2PK, GSI2SKFrom } = usableCouponsFrom(clientId, memberId, now);
  const items = await queryPages(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :from',
      ExpressionAttributeValues: { ':pk': GSI2PK, ':from': GSI2SKFrom },
      Limit: limit,
    },
    limit,
  );
  return items.map((item) => withoutKeys<CouponRecord>(item));
}
