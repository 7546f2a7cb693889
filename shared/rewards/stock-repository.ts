import * as z from 'zod';
import { batchGet } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { rewardStockKey } from './keys.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * A reward's (or variation's) stock counters: one item, the limited resource itself. Every
 * change is a conditional update, most of them inside the transaction that pays for it, so the
 * counters always equal what was handed out; nothing is ever counted.
 */
const StockItem = z.object({
  reward_id: z.number(),
  total_quantity: z.number(),
  current_quantity: z.number(),
  /** Code rewards: codes ever added and codes not yet assigned (equal to the quantities). */
  total_coupons: z.number(),
  remaining_coupons: z.number(),
  /** Code rewards: the last batch number handed out. */
  batch_count: z.number(),
  is_code_pool: z.boolean(),
});
export type StockRecord = z.infer<typeof StockItem>;

export const decodeStock = itemDecoder('reward_stock', StockItem);

/** A new stock holder's counts: its whole total available, no coupons yet. */
export const newStock = (rewardId: number, totalQuantity: number, isCodePool: boolean): StockRecord => ({
  reward_id: rewardId,
  total_quantity: totalQuantity,
  current_quantity: totalQuantity,
  total_coupons: 0,
  remaining_coupons: 0,
  batch_count: 0,
  is_code_pool: isCodePool,
});

export function newStockItem(clientId: string, stock: StockRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...rewardStockKey(clientId, stock.reward_id), type: 'reward_stock', ...stock },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export const deleteStockItem = (clientId: string, rewardId: number): TransactItem => ({
  Delete: { TableName: tableName(), Key: rewardStockKey(clientId, rewardId) },
});

/** Sets a new total; the available quantity moves by the same amount. Fails if the total changed meanwhile. */
export function retotalStockItem(clientId: string, stock: StockRecord, newTotal: number): TransactItem {
  const delta = newTotal - stock.total_quantity;
  return {
    Update: {
      TableName: tableName(),
      Key: rewardStockKey(clientId, stock.reward_id),
      UpdateExpression: 'SET total_quantity = :total ADD current_quantity :delta',
      ConditionExpression: 'total_quantity = :old AND current_quantity >= :floor',
      ExpressionAttributeValues: { ':total': newTotal, ':delta': delta, ':old': stock.total_quantity, ':floor': Math.max(0, -delta) },
    },
  };
}

/** Takes `quantity` units (and as many codes for a code pool); fails when fewer are left. */
export function takeStockItem(clientId: string, rewardId: number, quantity: number, isCodePool: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: rewardStockKey(clientId, rewardId),
      UpdateExpression: isCodePool ? 'ADD current_quantity :minus, remaining_coupons :minus' : 'ADD current_quantity :minus',
      ConditionExpression: 'current_quantity >= :quantity',
      ExpressionAttributeValues: { ':minus': -quantity, ':quantity': quantity },
    },
  };
}

/**
 * Counts a slice of a batch of codes into a code pool's stock. The batch's first slice passes
 * `takesBatchAfter`, the batch count it read: the update then also takes the next batch number,
 * and fails if another batch took it meanwhile.
 */
export function addCodesToStockItem(clientId: string, rewardId: number, count: number, takesBatchAfter?: number): TransactItem {
  const takes = takesBatchAfter !== undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: rewardStockKey(clientId, rewardId),
      UpdateExpression: `ADD total_quantity :n, current_quantity :n, total_coupons :n, remaining_coupons :n${takes ? ' SET batch_count = :batch' : ''}`,
      ConditionExpression: `is_code_pool = :yes${takes ? ' AND batch_count = :previous' : ''}`,
      ExpressionAttributeValues: { ':n': count, ':yes': true, ...(takes ? { ':batch': takesBatchAfter + 1, ':previous': takesBatchAfter } : {}) },
    },
  };
}

export async function batchGetStocks(clientId: string, rewardIds: number[], consistent = false): Promise<Map<number, StockRecord>> {
  const items = await batchGet(
    rewardIds.map((id) => rewardStockKey(clientId, id)),
    consistent,
  );
  return new Map(
    items.map((item) => {
      const stock = decodeStock(item);
      return [stock.reward_id, stock];
    }),
  );
}
