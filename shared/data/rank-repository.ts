import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import { batchGetByKey, itemOf } from './batch-reads.js';
import { rankEntryKey, rankIndexKeys, rankNodeKey, type ItemKey } from './keys.js';
import type { TransactItem } from './transactions.js';
import { TTL_ATTRIBUTE } from './table.js';
import { DIGIT_BITS, RANK_SHARDS, digitAttribute, nodeId, type NodeChange, type NodeCounts, type NodeRef } from '../domain/rank-tree.js';

/**
 * Storage of the rank structures: counter-tree node shards, the lifetime registration counter
 * (kept on the lifetime root's shards) and each member's entry in the sharded rank index.
 */

/** Lifetime tree id; week and month trees are named by their window id. */
export const LIFETIME_TREE = 'L';

const REGISTERED = 'registered';

/** One Update per changed node: ADD on top-level digit attributes, so concurrent writers commute. */
export function nodeChangeItems(clientId: string, tree: string, shard: number, changes: NodeChange[], expiresAt?: number): TransactItem[] {
  return changes.map((change) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const adds: string[] = [];
    let index = 0;
    for (const [digit, delta] of change.deltas) {
      names[`#d${index}`] = digitAttribute(digit);
      values[`:d${index}`] = delta;
      adds.push(`#d${index} :d${index}`);
      index++;
    }
    let expression = `ADD ${adds.join(', ')}`;
    if (expiresAt !== undefined) {
      names['#ttl'] = TTL_ATTRIBUTE;
      values[':ttl'] = expiresAt;
      expression += ' SET #ttl = :ttl';
    }
    return {
      Update: {
        TableName: tableName(),
        Key: rankNodeKey(clientId, tree, change.level, change.prefix, shard),
        UpdateExpression: expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}

/** Counts a new member in total_registrations. */
export function registrationItem(clientId: string, shard: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: rankNodeKey(clientId, LIFETIME_TREE, 0, '', shard),
      UpdateExpression: 'ADD #registered :one',
      ExpressionAttributeNames: { '#registered': REGISTERED },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

export function rankEntryItem(clientId: string, memberId: number, shard: number, totalPoints: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: rankEntryRecord(clientId, memberId, shard, totalPoints),
    },
  };
}

/** The rank entry as stored (also what bulk loaders write). */
export const rankEntryRecord = (clientId: string, memberId: number, shard: number, totalPoints: number) => ({
  ...rankEntryKey(clientId, memberId),
  ...rankIndexKeys(clientId, shard, totalPoints, memberId),
  type: 'rank_entry',
  member_id: memberId,
  total_points: totalPoints,
});

/** A node shard as stored, for bulk loaders that aggregate counts themselves. */
export function nodeRecord(clientId: string, tree: string, node: NodeRef, shard: number, counts: NodeCounts, registered?: number) {
  const item: Record<string, unknown> = { ...rankNodeKey(clientId, tree, node.level, node.prefix, shard) };
  for (const [digit, count] of counts) item[digitAttribute(digit)] = count;
  if (registered !== undefined) item[REGISTERED] = registered;
  return item;
}

function countsOf(item: Record<string, unknown> | undefined, into: NodeCounts): void {
  if (!item) return;
  for (const [name, value] of Object.entries(item)) {
    if (name.length === 1 + DIGIT_BITS / 4 && name.startsWith('d') && typeof value === 'number') {
      const digit = parseInt(name.slice(1), 16);
      into.set(digit, (into.get(digit) ?? 0) + value);
    }
  }
}

export interface TreeRead {
  tree: string;
  nodes: NodeRef[];
}

/** Node counts summed over shards, per tree and node id; plus the registration total. */
export interface TreeNodes {
  byTree: Map<string, Map<string, NodeCounts>>;
  registered: number;
}

/** The keys of every shard of the requested nodes. */
export function nodeKeys(clientId: string, reads: TreeRead[]): ItemKey[] {
  const keys: ItemKey[] = [];
  for (const { tree, nodes } of reads) {
    for (const node of nodes) {
      for (let shard = 0; shard < RANK_SHARDS; shard++) keys.push(rankNodeKey(clientId, tree, node.level, node.prefix, shard));
    }
  }
  return keys;
}

/** Sums the shards of the requested nodes out of items already fetched. */
export function sumNodes(clientId: string, reads: TreeRead[], items: Map<string, Record<string, unknown>>): TreeNodes {
  const byTree = new Map<string, Map<string, NodeCounts>>();
  let registered = 0;
  for (const { tree, nodes } of reads) {
    const summed = byTree.get(tree) ?? new Map<string, NodeCounts>();
    byTree.set(tree, summed);
    for (const node of nodes) {
      const counts: NodeCounts = new Map();
      for (let shard = 0; shard < RANK_SHARDS; shard++) {
        const item = itemOf(items, rankNodeKey(clientId, tree, node.level, node.prefix, shard));
        countsOf(item, counts);
        if (tree === LIFETIME_TREE && node.level === 0) registered += (item?.[REGISTERED] as number | undefined) ?? 0;
      }
      summed.set(nodeId(node), counts);
    }
  }
  return { byTree, registered };
}

/** A member's neighbour in the rank index. */
export interface RankNeighbour {
  memberId: number;
  totalPoints: number;
}

async function nearestInShard(clientId: string, shard: number, position: string, direction: 'above' | 'below'): Promise<{ sk: string; entry: RankNeighbour } | undefined> {
  const { GSI1PK } = rankIndexKeys(clientId, shard, 0, 0);
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: `GSI1PK = :pk AND GSI1SK ${direction === 'above' ? '>' : '<'} :position`,
      ExpressionAttributeValues: { ':pk': GSI1PK, ':position': position },
      ScanIndexForward: direction === 'above',
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? { sk: item.GSI1SK as string, entry: { memberId: item.member_id as number, totalPoints: item.total_points as number } } : undefined;
}

/**
 * The members just above and just below a position in the rank index: one Limit 1 query per
 * shard and direction, all in parallel, and the nearest of each direction wins.
 */
export async function rankNeighbours(clientId: string, memberId: number, totalPoints: number, shard: number) {
  const position = rankIndexKeys(clientId, shard, totalPoints, memberId).GSI1SK;
  const shards = Array.from({ length: RANK_SHARDS }, (_, s) => s);
  type Found = Awaited<ReturnType<typeof nearestInShard>>;
  const [above, below] = await Promise.all([
    Promise.all(shards.map((s) => nearestInShard(clientId, s, position, 'above'))),
    Promise.all(shards.map((s) => nearestInShard(clientId, s, position, 'below'))),
  ]);
  const pick = (found: Found[], better: (a: string, b: string) => boolean) =>
    found.reduce<Found>((best, next) => (next && (!best || better(next.sk, best.sk)) ? next : best), undefined)?.entry;
  return { ahead: pick(above, (a, b) => a < b), behind: pick(below, (a, b) => a > b) };
}

