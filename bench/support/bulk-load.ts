import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import { LIFETIME_TREE, nodeRecord } from '../../shared/points/rank-repository.js';
import { isoWeekWindow, monthWindow } from '../../shared/support/periods.js';
import { nodeId, shardOf, treeChanges, type NodeCounts, type RankPeriod } from '../../shared/points/rank-tree.js';

/**
 * Bulk loading for the benchmarks, which need programs far larger than the live write path can
 * build in a few minutes: BatchWriteItem of items made by the product's own builders, and the
 * rank-tree node items a set of members adds up to. Import it only after TABLE_NAME and
 * DYNAMODB_ENDPOINT are set: the document client reads them when first loaded.
 */

/** A member's values in the three rank trees: lifetime total, this week's and this month's earnings. */
export interface RankedMember {
  id: number;
  all: number;
  week: number;
  month: number;
}

/**
 * The tree node items the members add up to: the same deltas the live path applies on each
 * member's sign-up and earnings, summed. Includes the registration counters on the lifetime
 * root's shards, also for shards whose members are all at 0 points.
 */
export function rankTreeItems(clientId: string, members: Iterable<RankedMember>, now: number): Array<Record<string, unknown>> {
  const treeIds: Record<RankPeriod, string> = { all: LIFETIME_TREE, week: isoWeekWindow(now).id, month: monthWindow(now).id };
  const nodes = new Map<string, { period: RankPeriod; shard: number; level: number; prefix: string; counts: NodeCounts }>();
  const registered = new Map<number, number>();
  for (const m of members) {
    const shard = shardOf(m.id);
    registered.set(shard, (registered.get(shard) ?? 0) + 1);
    for (const period of ['all', 'week', 'month'] as const) {
      for (const change of treeChanges(period, 0, m[period])) {
        const key = `${period}|${shard}|${nodeId(change)}`;
        const node = nodes.get(key) ?? { period, shard, level: change.level, prefix: change.prefix, counts: new Map() };
        for (const [digit, delta] of change.deltas) node.counts.set(digit, (node.counts.get(digit) ?? 0) + delta);
        nodes.set(key, node);
      }
    }
  }
  const items = [...nodes.values()].map((n) =>
    nodeRecord(clientId, treeIds[n.period], n, n.shard, n.counts, n.period === 'all' && n.level === 0 ? (registered.get(n.shard) ?? 0) : undefined),
  );
  for (const [shard, count] of registered) {
    if (!nodes.has(`all|${shard}|0:`)) items.push(nodeRecord(clientId, LIFETIME_TREE, { level: 0, prefix: '' }, shard, new Map(), count));
  }
  return items;
}

/** Writes items with BatchWriteItem, 25 a call, `parallel` calls in flight, retrying unprocessed items. */
export async function batchWrite(items: Array<Record<string, unknown>>, parallel = 6): Promise<void> {
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
