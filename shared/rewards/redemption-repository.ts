import * as z from 'zod';
import { batchGet, batchGetByKey, keyString, queryPrefix, queryRange, queryRangeNewestFirst, type Item } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import {
  couponCategoryKey,
  redeemedCountKey,
  redeemedCountPrefix,
  redemptionKey,
  redemptionPrefix,
  redemptionRange,
  rewardKey,
  rewardStockKey,
} from './keys.js';
import type { ItemKey } from '../data/keys.js';
import { storedRewardOf, type StoredReward } from './reward-repository.js';
import { memberKey, memberOf, type MemberRecord } from '../member-store/index.js';
import { decodeCouponCategory, type CategoryRecord } from './reward-category-repository.js';
import { decodeStock, type StockRecord } from './stock-repository.js';
import type { TransactItem } from '../data/transactions.js';
import { type CarriedEvent, carrying } from '../events/index.js';
import { REDEMPTION_ORDER_TYPE } from './redemption-schemas.js';

/** A redemption order in the member's partition: the history record of spec 2.9 plus its ids. */
const OrderItem = z.object({
  redeem_order_id: z.number(),
  client_id: z.string(),
  member_id: z.number(),
  /** The redeemed entry (a variation id for variations) and its reward group. */
  reward_id: z.number(),
  group_id: z.number(),
  reward_title: z.string(),
  quantity: z.number(),
  total_points_redeemed: z.number(),
  ending_balance: z.number(),
  date_created: z.number(),
  codes: z.array(z.string()).optional(),
  digital_download: z.string().optional(),
  shipping: z.record(z.string(), z.string()).optional(),
  /** Set by the operator's fulfilment of an order that ships. */
  date_fulfilled: z.number().optional(),
  tracking_number: z.string().nullable().optional(),
});
export type OrderRecord = z.infer<typeof OrderItem>;

const decodeOrder = itemDecoder(REDEMPTION_ORDER_TYPE, OrderItem);

/** An order as written (a stream record's new image, unmarshalled), as its record. */
export const orderOf = decodeOrder;

/** Units of one reward group a member has redeemed: a counter only redemptions move. */
const decodeRedeemedCount = itemDecoder('redeemed_count', z.object({ group_id: z.number(), units: z.number() }));

export function putOrderItem(order: OrderRecord, event?: CarriedEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...redemptionKey(order.client_id, order.member_id, order.date_created, order.redeem_order_id),
        type: REDEMPTION_ORDER_TYPE,
        ...order,
        ...carrying(event),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * The keys of the member's orders placed from `from` to `to`, newest first, at most `limit`: a
 * query that reads only keys, so a page can be picked before its orders are read.
 */
export async function orderKeysBetween(clientId: string, memberId: number, from: number, to: number, limit: number): Promise<ItemKey[]> {
  const items = await queryRangeNewestFirst(redemptionRange(clientId, memberId, from, to), ['PK', 'SK'], limit);
  return items.map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
}

/** The orders under these keys, in the keys' order. */
export async function readOrders(keys: ItemKey[]): Promise<OrderRecord[]> {
  const items = new Map((await batchGet(keys)).map((item) => [keyString({ PK: item.PK as string, SK: item.SK as string }), item]));
  return keys.flatMap((key) => {
    const item = items.get(keyString(key));
    return item ? [decodeOrder(item)] : [];
  });
}

/** The member's orders placed from `from` to `to` (Unix seconds, both included), oldest first. */
export async function ordersBetween(clientId: string, memberId: number, from: number, to: number): Promise<OrderRecord[]> {
  return (await queryRange(redemptionRange(clientId, memberId, from, to))).map(decodeOrder);
}

/** The member's orders, newest first, at most `limit`. */
export async function listOrders(clientId: string, memberId: number, limit: number): Promise<OrderRecord[]> {
  const { PK, SKPrefix } = redemptionPrefix(clientId, memberId);
  return (await queryPrefix(PK, SKPrefix, { newestFirst: true, maxItems: limit })).map(decodeOrder);
}

/**
 * Adds `quantity` to the units of a reward group the member has redeemed; with a max_per_user
 * the update fails when the new total would exceed it.
 */
export function countRedemptionItem(clientId: string, memberId: number, groupId: number, quantity: number, maxPerUser: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: redeemedCountKey(clientId, memberId, groupId),
      UpdateExpression: 'SET group_id = :group ADD units :quantity',
      ConditionExpression: maxPerUser === null ? undefined : 'attribute_not_exists(units) OR units <= :room',
      ExpressionAttributeValues: {
        ':group': groupId,
        ':quantity': quantity,
        ...(maxPerUser === null ? {} : { ':room': maxPerUser - quantity }),
      },
    },
  };
}

/**
 * Where a redeemable entry sits in the catalogue: its own id, the reward it belongs to (itself, or
 * a variation's parent) and the reward's coupon category (code rewards only).
 */
export interface EntryShape {
  entryId: number;
  rewardId: number;
  couponCategoryId: number | null;
}

/** What a redemption is decided on, read consistently in one round trip. */
export interface RedemptionSnapshot {
  /** Read only when asked for (retries); the first attempt uses the member the request resolved. */
  member: MemberRecord | undefined;
  entry: StoredReward | undefined;
  /** The variation's parent reward, when the shape names one. */
  parent: StoredReward | undefined;
  stock: StockRecord | undefined;
  /** Units of the reward group the member has redeemed so far. */
  redeemedUnits: number;
  couponCategory: CategoryRecord | undefined;
}

export async function readRedemptionSnapshot(
  clientId: string,
  memberId: number,
  shape: EntryShape,
  options: { withMember: boolean },
): Promise<RedemptionSnapshot> {
  const keys = {
    member: options.withMember ? memberKey(clientId, memberId) : undefined,
    entry: rewardKey(clientId, shape.entryId),
    parent: shape.rewardId === shape.entryId ? undefined : rewardKey(clientId, shape.rewardId),
    stock: rewardStockKey(clientId, shape.entryId),
    redeemed: redeemedCountKey(clientId, memberId, shape.rewardId),
    category: shape.couponCategoryId === null ? undefined : couponCategoryKey(clientId, shape.couponCategoryId),
  };
  const items = await batchGetByKey(
    Object.values(keys).filter((key) => key !== undefined),
    true,
  );
  const found = (key: typeof keys.entry | undefined) => (key ? items.get(keyString(key)) : undefined);
  const record = <T>(key: typeof keys.entry | undefined, decode: (item: Item) => T) => {
    const item = found(key);
    return item ? decode(item) : undefined;
  };
  return {
    member: memberOf(found(keys.member)),
    entry: record(keys.entry, storedRewardOf),
    parent: record(keys.parent, storedRewardOf),
    stock: record(keys.stock, decodeStock),
    redeemedUnits: record(keys.redeemed, decodeRedeemedCount)?.units ?? 0,
    couponCategory: record(keys.category, decodeCouponCategory),
  };
}

/** Units redeemed per reward group: one item per group the member ever redeemed (at most the catalogue's size). */
export async function redeemedUnitsByGroup(clientId: string, memberId: number): Promise<Map<number, number>> {
  const { PK, SKPrefix } = redeemedCountPrefix(clientId, memberId);
  const counts = (await queryPrefix(PK, SKPrefix)).map(decodeRedeemedCount);
  return new Map(counts.map((count) => [count.group_id, count.units]));
}
