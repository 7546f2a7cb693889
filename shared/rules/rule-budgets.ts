import * as z from 'zod';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { BUDGET_SHARDS, budgetReserveKey, budgetShardKey } from './keys.js';

/**
 * A rule's budget without a hot item. The budget's points sit in a reserve; credits draw from one
 * of BUDGET_SHARDS allowances picked at random, and a credit that finds its allowance short moves
 * a chunk from the reserve into it in its own transaction. Every move is a conditional update on
 * the values read, so the points credited never pass the budget under any concurrency, and
 * concurrent credits of one rule write BUDGET_SHARDS different items; the reserve is written once
 * per chunk, not per credit. A budget is spent when the reserve and every allowance are empty:
 * a credit that finds its own allowance and the reserve empty looks at every allowance before
 * it says so.
 */

const ReserveItem = z.object({ total: z.number(), reserve: z.number() });
const ShardItem = z.object({ allowance: z.number(), spent: z.number() });
const decodeReserve = itemDecoder('rule_budget_reserve', ReserveItem);
const decodeShard = itemDecoder('rule_budget_allowance', ShardItem);

/** What a credit read of a rule's budget: the reserve and the allowance it would draw from. */
export interface BudgetView {
  ruleId: string;
  shard: number;
  allowance: number;
  /** Whether the allowance item exists yet (it is made by the first refill). */
  shardExists: boolean;
  reserve: number;
  total: number;
}

/** The points a credit may take from a budget as read: its allowance, plus the reserve it may refill from. */
export const budgetLeft = (view: BudgetView): number => view.allowance + view.reserve;

/** How much a refill moves: a share of the budget, so the reserve is touched once per many credits. */
const refillChunk = (total: number): number => Math.max(1, Math.ceil(total / (BUDGET_SHARDS * 4)));

const shardKeys = (clientId: string, ruleId: string) => Array.from({ length: BUDGET_SHARDS }, (_, shard) => budgetShardKey(clientId, ruleId, shard));

/**
 * The budget views of the given rules, each at a random allowance, in one batch read. A rule
 * whose allowance and reserve are both empty is read again over every allowance and given the
 * fullest (the budget's last points may sit in other shards).
 */
export async function readBudgets(clientId: string, ruleIds: readonly string[]): Promise<Map<string, BudgetView>> {
  if (ruleIds.length === 0) return new Map();
  const picks = ruleIds.map((ruleId) => ({ ruleId, shard: Math.floor(Math.random() * BUDGET_SHARDS) }));
  const items = await batchGetByKey(
    picks.flatMap(({ ruleId, shard }) => [budgetReserveKey(clientId, ruleId), budgetShardKey(clientId, ruleId, shard)]),
    true,
  );
  const views = new Map<string, BudgetView>();
  for (const { ruleId, shard } of picks) {
    const reserveItem = itemOf(items, budgetReserveKey(clientId, ruleId));
    const shardItem = itemOf(items, budgetShardKey(clientId, ruleId, shard));
    const reserve = reserveItem ? decodeReserve(reserveItem) : { total: 0, reserve: 0 };
    const allowance = shardItem ? decodeShard(shardItem).allowance : 0;
    views.set(ruleId, { ruleId, shard, allowance, shardExists: shardItem !== undefined, reserve: reserve.reserve, total: reserve.total });
  }
  const dry = [...views.values()].filter((view) => budgetLeft(view) === 0 && view.total > 0);
  await Promise.all(dry.map(async (view) => views.set(view.ruleId, await fullestShard(clientId, view))));
  return views;
}

async function fullestShard(clientId: string, view: BudgetView): Promise<BudgetView> {
  const items = await batchGetByKey(shardKeys(clientId, view.ruleId), true);
  let best = view;
  shardKeys(clientId, view.ruleId).forEach((key, shard) => {
    const item = itemOf(items, key);
    const allowance = item ? decodeShard(item).allowance : 0;
    if (allowance > best.allowance) best = { ...view, shard, allowance, shardExists: true };
  });
  return best;
}

/**
 * What a credit of `points` writes to the budget as read: a draw from its allowance, or, when
 * that is short, a refill from the reserve in the same transaction. Every item is conditioned on
 * what was read (a snapshot check): a concurrent draw cancels the write, which is rebuilt from
 * fresh reads.
 */
export function budgetDrawItems(clientId: string, view: BudgetView, points: number): TransactItem[] {
  const shardKey = budgetShardKey(clientId, view.ruleId, view.shard);
  if (points <= view.allowance) {
    return [
      {
        Update: {
          TableName: tableName(),
          Key: shardKey,
          UpdateExpression: 'SET allowance = allowance - :points, spent = spent + :points',
          ConditionExpression: 'allowance >= :points',
          ExpressionAttributeValues: { ':points': points },
        },
      },
    ];
  }
  const chunk = Math.min(view.reserve, Math.max(points - view.allowance, refillChunk(view.total)));
  return [
    {
      Update: {
        TableName: tableName(),
        Key: budgetReserveKey(clientId, view.ruleId),
        UpdateExpression: 'SET reserve = reserve - :chunk',
        ConditionExpression: 'reserve >= :chunk',
        ExpressionAttributeValues: { ':chunk': chunk },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: shardKey,
        UpdateExpression: 'SET allowance = :allowance, spent = if_not_exists(spent, :zero) + :points, #type = :type',
        ConditionExpression: view.shardExists ? 'allowance = :read' : 'attribute_not_exists(allowance)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':allowance': view.allowance + chunk - points,
          ':points': points,
          ':zero': 0,
          ':type': 'rule_budget_allowance',
          ...(view.shardExists ? { ':read': view.allowance } : {}),
        },
      },
    },
  ];
}

/** A new budget: its whole total in the reserve. */
export const newBudgetItem = (clientId: string, ruleId: string, total: number): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...budgetReserveKey(clientId, ruleId), type: 'rule_budget_reserve', total, reserve: total } },
});

/** A budget's state, read whole: its total, the reserve, every allowance and what has been credited. */
export interface BudgetState {
  total: number;
  reserve: number;
  allowances: number[];
  used: number;
  exists: boolean;
}

export async function readBudgetState(clientId: string, ruleId: string): Promise<BudgetState> {
  const reserveKey = budgetReserveKey(clientId, ruleId);
  const items = await batchGetByKey([reserveKey, ...shardKeys(clientId, ruleId)], true);
  const reserveItem = itemOf(items, reserveKey);
  const reserve = reserveItem ? decodeReserve(reserveItem) : undefined;
  const shards = shardKeys(clientId, ruleId).map((key) => {
    const item = itemOf(items, key);
    return item ? decodeShard(item) : { allowance: 0, spent: 0 };
  });
  return {
    total: reserve?.total ?? 0,
    reserve: reserve?.reserve ?? 0,
    allowances: shards.map((shard) => shard.allowance),
    used: shards.reduce((sum, shard) => sum + shard.spent, 0),
    exists: reserve !== undefined,
  };
}

/**
 * A budget's total changed to `total`: what is set aside in allowances goes back to the reserve
 * (each allowance conditioned on the value read), and the reserve becomes what the new total
 * leaves after what has been credited. The caller refuses a total below what has been credited.
 */
export function budgetChangeItems(clientId: string, ruleId: string, state: BudgetState, total: number): TransactItem[] {
  if (!state.exists) return [newBudgetItem(clientId, ruleId, total)];
  const allowanceItems: TransactItem[] = state.allowances.flatMap((allowance, shard) =>
    allowance === 0
      ? []
      : [
          {
            Update: {
              TableName: tableName(),
              Key: budgetShardKey(clientId, ruleId, shard),
              UpdateExpression: 'SET allowance = :zero',
              ConditionExpression: 'allowance = :read',
              ExpressionAttributeValues: { ':zero': 0, ':read': allowance },
            },
          },
        ],
  );
  return [
    {
      Update: {
        TableName: tableName(),
        Key: budgetReserveKey(clientId, ruleId),
        UpdateExpression: 'SET #total = :total, reserve = :reserve',
        ConditionExpression: 'reserve = :read',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':total': total, ':reserve': total - state.used, ':read': state.reserve },
      },
    },
    ...allowanceItems,
  ];
}
