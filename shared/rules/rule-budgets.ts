import * as z from 'zod';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { TransactGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { CATALOGUE_CACHE_MS } from '../support/catalogue-cache.js';
import { ExpiringCache } from '../support/expiring-cache.js';
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

/**
 * What a credit knows of a rule's budget: the allowance it would draw from and the reserve, as
 * read; or, on a first attempt, nothing (`blind`): the draw is then conditioned on the allowance
 * holding the points, and a draw that finds it short cancels the write, whose next attempt reads.
 * Most credits of a funded budget so take no read at all.
 */
export interface BudgetView {
  ruleId: string;
  shard: number;
  blind: boolean;
  allowance: number;
  reserve: number;
  total: number;
}

/** The points a credit may take from a budget: its allowance plus the reserve it may refill from; unknown when blind. */
export const budgetLeft = (view: BudgetView): number | undefined => (view.blind ? undefined : view.allowance + view.reserve);

/** How much a refill moves: a share of the budget and at least a few credits' worth, so the reserve is touched once per many credits. */
const refillChunk = (total: number, points: number): number => Math.max(points * 4, Math.ceil(total / (BUDGET_SHARDS * 4)));

/**
 * Budgets found spent, remembered per container for CATALOGUE_CACHE_MS: a spent budget's credits
 * skip it without reading its 33 items again. A budget raised in this container is forgotten at
 * once; elsewhere it is drawn from again within the bound.
 */
const spent = new ExpiringCache<true>({ maxEntries: 10_000, ttlMs: CATALOGUE_CACHE_MS });
const spentKey = (clientId: string, ruleId: string) => `${clientId}\u0000${ruleId}`;
export const forgetSpentBudget = (clientId: string, ruleId: string): void => spent.delete(spentKey(clientId, ruleId));
const spentView = (ruleId: string): BudgetView => ({ ruleId, shard: 0, blind: false, allowance: 0, reserve: 0, total: 0 });

const randomShard = () => Math.floor(Math.random() * BUDGET_SHARDS);

/** The budgets of a first attempt: a random allowance each, unread (spent ones known as spent). */
export function blindBudgets(clientId: string, ruleIds: readonly string[]): Map<string, BudgetView> {
  return new Map(
    ruleIds.map((ruleId) => [
      ruleId,
      spent.get(spentKey(clientId, ruleId)) ? spentView(ruleId) : { ruleId, shard: randomShard(), blind: true, allowance: 0, reserve: 0, total: 0 },
    ]),
  );
}

const shardKeys = (clientId: string, ruleId: string) => Array.from({ length: BUDGET_SHARDS }, (_, shard) => budgetShardKey(clientId, ruleId, shard));

/**
 * The budget views of the given rules, each at a random allowance, in one batch read. A rule
 * whose allowance and reserve are both empty is read again over every allowance and given the
 * fullest (the budget's last points may sit in other shards).
 */
export async function readBudgets(clientId: string, ruleIds: readonly string[]): Promise<Map<string, BudgetView>> {
  const views = new Map<string, BudgetView>();
  const unknown = ruleIds.filter((ruleId) => {
    if (spent.get(spentKey(clientId, ruleId))) views.set(ruleId, spentView(ruleId));
    return !views.has(ruleId);
  });
  if (unknown.length === 0) return views;
  const picks = unknown.map((ruleId) => ({ ruleId, shard: randomShard() }));
  const items = await batchGetByKey(
    picks.flatMap(({ ruleId, shard }) => [budgetReserveKey(clientId, ruleId), budgetShardKey(clientId, ruleId, shard)]),
    true,
  );
  for (const { ruleId, shard } of picks) {
    const reserveItem = itemOf(items, budgetReserveKey(clientId, ruleId));
    const shardItem = itemOf(items, budgetShardKey(clientId, ruleId, shard));
    const reserve = reserveItem ? decodeReserve(reserveItem) : { total: 0, reserve: 0 };
    const allowance = shardItem ? decodeShard(shardItem).allowance : 0;
    views.set(ruleId, { ruleId, shard, blind: false, allowance, reserve: reserve.reserve, total: reserve.total });
  }
  const dry = picks.map(({ ruleId }) => views.get(ruleId)).filter((view): view is BudgetView => view !== undefined && view.allowance + view.reserve === 0);
  await Promise.all(dry.map(async (view) => views.set(view.ruleId, await anyFundedShard(clientId, view))));
  return views;
}

/**
 * With the reserve empty, the budget's last points sit in other allowances: one of them at random
 * (so the credits at a budget's end spread over what is left rather than all meeting at the
 * fullest), or the budget is spent, and remembered so.
 */
async function anyFundedShard(clientId: string, view: BudgetView): Promise<BudgetView> {
  const keys = shardKeys(clientId, view.ruleId);
  const items = await batchGetByKey(keys, true);
  const funded = keys.flatMap((key, shard) => {
    const item = itemOf(items, key);
    const allowance = item ? decodeShard(item).allowance : 0;
    return allowance > 0 ? [{ ...view, shard, allowance }] : [];
  });
  if (funded.length === 0) {
    spent.set(spentKey(clientId, view.ruleId), true);
    return view;
  }
  return funded[Math.floor(Math.random() * funded.length)] ?? view;
}

/**
 * What a credit of `points` writes to the budget as read: a draw from its allowance, or, when
 * that is short, a refill from the reserve in the same transaction. Every item is conditioned on
 * what was read (a snapshot check): a concurrent draw cancels the write, which is rebuilt from
 * fresh reads.
 */
export function budgetDrawItems(clientId: string, view: BudgetView, points: number): TransactItem[] {
  const shardKey = budgetShardKey(clientId, view.ruleId, view.shard);
  if (view.blind || points <= view.allowance) {
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
  const chunk = Math.min(view.reserve, Math.max(points - view.allowance, refillChunk(view.total, points)));
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
        // Added, not set: concurrent draws and refills of one allowance commute. Only a refill
        // smaller than its credit (a budget's last points) needs the allowance to hold the rest.
        UpdateExpression: 'SET allowance = if_not_exists(allowance, :zero) + :added, spent = if_not_exists(spent, :zero) + :points, #type = :type',
        ...(chunk < points ? { ConditionExpression: 'allowance >= :short' } : {}),
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':added': chunk - points,
          ':points': points,
          ':zero': 0,
          ':type': 'rule_budget_allowance',
          ...(chunk < points ? { ':short': points - chunk } : {}),
        },
      },
    },
  ];
}

/** A share of a budget: what a blind draw may expect an allowance to hold once refilled. */
export const firstShare = (total: number): number => Math.floor(total / (BUDGET_SHARDS * 4));

/**
 * A new budget: its whole total in the reserve, so a first credit may take all of it (a credit
 * takes at most its allowance and the reserve); allowances fill as credits refill them.
 */
export const newBudgetItems = (clientId: string, ruleId: string, total: number): TransactItem[] => [
  { Put: { TableName: tableName(), Item: { ...budgetReserveKey(clientId, ruleId), type: 'rule_budget_reserve', total, reserve: total } } },
];

/** A budget's state, read whole: its total, the reserve, every allowance and what has been credited. */
export interface BudgetState {
  total: number;
  reserve: number;
  allowances: number[];
  used: number;
  exists: boolean;
}

/**
 * Read as one snapshot (TransactGetItems): a budget change writes back from these values, and a
 * credit committing between two items of a batch read would leave it a refill it never saw.
 */
export async function readBudgetState(clientId: string, ruleId: string): Promise<BudgetState> {
  const keys = [budgetReserveKey(clientId, ruleId), ...shardKeys(clientId, ruleId)];
  const { Responses = [] } = await documentClient.send(
    new TransactGetCommand({ TransactItems: keys.map((Key) => ({ Get: { TableName: tableName(), Key } })) }),
  );
  const [reserveItem, ...shardItems] = keys.map((_, index) => Responses[index]?.Item);
  const reserve = reserveItem ? decodeReserve(reserveItem) : undefined;
  const shards = shardItems.map((item) => (item ? decodeShard(item) : { allowance: 0, spent: 0 }));
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
  if (!state.exists) return newBudgetItems(clientId, ruleId, total);
  // Every allowance is conditioned on its value read (an empty one on staying empty): a refill meanwhile cancels the change, which reads again.
  const allowanceItems: TransactItem[] = state.allowances.map((allowance, shard) =>
    allowance === 0
      ? {
          ConditionCheck: {
            TableName: tableName(),
            Key: budgetShardKey(clientId, ruleId, shard),
            ConditionExpression: 'attribute_not_exists(allowance) OR allowance = :zero',
            ExpressionAttributeValues: { ':zero': 0 },
          },
        }
      : {
          Update: {
            TableName: tableName(),
            Key: budgetShardKey(clientId, ruleId, shard),
            UpdateExpression: 'SET allowance = :zero',
            ConditionExpression: 'allowance = :read',
            ExpressionAttributeValues: { ':zero': 0, ':read': allowance },
          },
        },
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
