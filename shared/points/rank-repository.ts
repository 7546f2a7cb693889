import { tableName } from '../data/client.js';
import { batchGetByKey, itemOf, keyString, type Item } from '../data/batch-reads.js';
import { nowMillis } from '../support/clock.js';
import { rankNodeKey } from './keys.js';
import type { ItemKey } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { DIGIT_BITS, RANK_SHARDS, digitAttribute, nodeId, type NodeChange, type NodeCounts, type NodeRef } from './rank-tree.js';

/**
 * Storage of the rank trees: counter-tree node shards and the lifetime registration counter (kept
 * on the lifetime root's shards). Each member's entry in the rank index: rank-entries.ts.
 */

/** Lifetime tree id; week and month trees are named by their window id. */
export const LIFETIME_TREE = 'L';

const REGISTERED = 'registered';

/**
 * One Update per changed node: ADD on top-level digit attributes, so concurrent writers commute.
 * `registered` changes total_registrations on the tree's root node shard, in the root's own
 * update when the root changes too (a transaction may touch an item once).
 */
export function nodeChangeItems(clientId: string, tree: string, shard: number, changes: NodeChange[], expiresAt?: number, registered?: number): TransactItem[] {
  const touchesRoot = changes.some((change) => change.level === 0);
  const items = changes.map((change) => {
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
    if (registered !== undefined && change.level === 0) {
      names['#registered'] = REGISTERED;
      values[':registered'] = registered;
      adds.push('#registered :registered');
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
  return registered !== undefined && !touchesRoot ? [...items, registrationItem(clientId, shard, registered)] : items;
}

/** Counts new members in total_registrations (delta 1, or a chunk's count), or a deleted one out of it (delta -1). */
export function registrationItem(clientId: string, shard: number, delta = 1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: rankNodeKey(clientId, LIFETIME_TREE, 0, '', shard),
      UpdateExpression: 'ADD #registered :delta',
      ExpressionAttributeNames: { '#registered': REGISTERED },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** A node shard as stored, for bulk loaders that aggregate counts themselves. */
export function nodeRecord(clientId: string, tree: string, node: NodeRef, shard: number, counts: NodeCounts, registered?: number) {
  const item: Record<string, unknown> = { ...rankNodeKey(clientId, tree, node.level, node.prefix, shard) };
  for (const [digit, count] of counts) item[digitAttribute(digit)] = count;
  if (registered !== undefined) item[REGISTERED] = registered;
  return item;
}

/** Each digit attribute's name and its digit, built once: a node item holds up to 256 of them. */
const DIGIT_OF_ATTRIBUTE = new Map(Array.from({ length: 2 ** DIGIT_BITS }, (_, digit) => [digitAttribute(digit), digit]));

function countsOf(item: Record<string, unknown> | undefined, into: NodeCounts): void {
  if (!item) return;
  for (const name in item) {
    const digit = DIGIT_OF_ATTRIBUTE.get(name);
    const value = item[name];
    if (digit !== undefined && typeof value === 'number') into.set(digit, (into.get(digit) ?? 0) + value);
  }
}

/**
 * A node's counts summed over its shards, kept with the shard items they came from: a User
 * response sums the same cached items on every request, and summing some 30 items of up to 256
 * digits each was most of its own CPU. Held only while those very items are (the node cache).
 */
const summedNodes = new WeakMap<object, { shards: Array<Item | undefined>; counts: NodeCounts }>();

function summedCounts(shards: Array<Item | undefined>): NodeCounts {
  const anchor = shards.find((item) => item !== undefined);
  const known = anchor && summedNodes.get(anchor);
  if (known?.shards.every((item, shard) => item === shards[shard])) return known.counts;
  const counts: NodeCounts = new Map();
  for (const item of shards) countsOf(item, counts);
  if (anchor) summedNodes.set(anchor, { shards, counts });
  return counts;
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

/**
 * Node shards last read in this container, by key. A tree has far fewer nodes than the program
 * has members (one leaf per 256 points of range), so a warm container answers most rank reads
 * of User responses from memory; see RANK_VIEW_MAX_AGE_MS in ranks.ts for the freshness.
 */
const nodeCache = new Map<string, { item: Item | undefined; readAt: number }>();
const MAX_CACHED_SHARDS = 30_000;

/**
 * The shards of the requested nodes, keyed as batchGetByKey keys them: shards read less than
 * `maxAgeMs` ago come from this container's memory, the rest from one BatchGetItem (and are
 * remembered). With maxAgeMs 0 every shard is read.
 */
export async function readNodeShards(clientId: string, reads: TreeRead[], maxAgeMs: number): Promise<Map<string, Item>> {
  const now = nowMillis();
  const found = new Map<string, Item>();
  const missing: ItemKey[] = [];
  for (const key of nodeKeys(clientId, reads)) {
    const cached = nodeCache.get(keyString(key));
    if (!cached || now - cached.readAt >= maxAgeMs) missing.push(key);
    else if (cached.item) found.set(keyString(key), cached.item);
  }
  if (missing.length === 0) return found;
  const fetched = await batchGetByKey(missing);
  if (nodeCache.size + missing.length > MAX_CACHED_SHARDS) nodeCache.clear();
  for (const key of missing) {
    const item = itemOf(fetched, key);
    nodeCache.set(keyString(key), { item, readAt: now });
    if (item) found.set(keyString(key), item);
  }
  return found;
}

/** Empties this container's node memory (benchmarks measure the uncached read with it). */
export const forgetRankNodes = (): void => nodeCache.clear();

/** Sums the shards of the requested nodes out of items already fetched. */
export function sumNodes(clientId: string, reads: TreeRead[], items: Map<string, Record<string, unknown>>): TreeNodes {
  const byTree = new Map<string, Map<string, NodeCounts>>();
  let registered = 0;
  for (const { tree, nodes } of reads) {
    const summed = byTree.get(tree) ?? new Map<string, NodeCounts>();
    byTree.set(tree, summed);
    for (const node of nodes) {
      const shards: Array<Item | undefined> = [];
      for (let shard = 0; shard < RANK_SHARDS; shard++) {
        const item = itemOf(items, rankNodeKey(clientId, tree, node.level, node.prefix, shard));
        shards.push(item);
        if (tree === LIFETIME_TREE && node.level === 0) registered += (item?.[REGISTERED] as number | undefined) ?? 0;
      }
      summed.set(nodeId(node), summedCounts(shards));
    }
  }
  return { byTree, registered };
}
