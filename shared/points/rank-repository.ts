import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { batchGetByKey, itemOf, keyString, type Item } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import { nowMillis } from '../support/clock.js';
import { memberSampleKeys, rankEntryKey, rankIndexKeys, rankNodeKey } from './keys.js';
import type { ItemKey } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { DIGIT_BITS, RANK_SHARDS, digitAttribute, nodeId, shardOf, type NodeChange, type NodeCounts, type NodeRef } from './rank-tree.js';

/**
 * Storage of the rank structures: counter-tree node shards, the lifetime registration counter
 * (kept on the lifetime root's shards) and each member's entry in the sharded rank index.
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

/** Deletes a rank entry as it was read: a move applied since then cancels the deletion's transaction (it reads again). */
export function deleteRankEntryItem(clientId: string, memberId: number, read: RankEntryState | undefined): TransactItem {
  const guard =
    read?.version === undefined
      ? { ConditionExpression: 'attribute_not_exists(#version)', ExpressionAttributeNames: { '#version': RANK_VERSION } }
      : {
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': RANK_VERSION },
          ExpressionAttributeValues: { ':version': read.version },
        };
  return { Delete: { TableName: tableName(), Key: rankEntryKey(clientId, memberId), ...guard } };
}

/** What the rank endpoint shows of a neighbour, copied onto its rank entry so no member read is needed. */
export interface RankEntryProfile {
  username: string | null;
  network1_user_id: string | null;
}

export function rankEntryProfile(member: object): RankEntryProfile {
  const { username, network1_user_id } = member as Record<string, unknown>;
  return {
    username: typeof username === 'string' ? username : null,
    network1_user_id: typeof network1_user_id === 'string' ? network1_user_id : null,
  };
}

/** A new member's rank entry, with what the trees count of it as it registers (`counted`: its version and window counts). */
export function rankEntryItem(
  clientId: string,
  memberId: number,
  shard: number,
  totalPoints: number,
  profile: RankEntryProfile,
  counted: CountedWindows,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: rankEntryRecord(clientId, memberId, shard, totalPoints, profile, counted),
    },
  };
}

/** The member version the trees count and the window trees' counts of the member, as its entry records them. */
export interface CountedWindows {
  version: number;
  week: WindowCount;
  month: WindowCount;
}

/** Keeps the profile copy on a member's rank entry in step with a profile change. */
export function rankEntryProfileItem(clientId: string, memberId: number, profile: RankEntryProfile): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: rankEntryKey(clientId, memberId),
      UpdateExpression: 'SET #username = :username, #network1 = :network1',
      ExpressionAttributeNames: { '#username': 'username', '#network1': 'network1_user_id' },
      ExpressionAttributeValues: { ':username': profile.username, ':network1': profile.network1_user_id },
    },
  };
}

/**
 * A rank entry as read from the rank index. The profile copy is absent on entries written before
 * it existed (the member item has it); entries written since carry both attributes, null for none.
 */
const RankEntryItem = z.object({
  member_id: z.number(),
  total_points: z.number(),
  username: z.string().nullable().optional(),
  network1_user_id: z.string().nullable().optional(),
});

const decodeRankEntry = itemDecoder('rank_entry', RankEntryItem);

/**
 * The rank entry as stored (also what bulk loaders write). `counted` is what the trees count of the
 * member (the member version, RANK_VERSION, and the window counts); bulk loaders that count the
 * trees with the member item leave it out, and an entry without it counts the member's own points.
 */
export const rankEntryRecord = (
  clientId: string,
  memberId: number,
  shard: number,
  totalPoints: number,
  profile: RankEntryProfile,
  counted?: CountedWindows,
) => ({
  ...rankEntryKey(clientId, memberId),
  ...rankIndexKeys(clientId, shard, totalPoints, memberId),
  ...memberSampleKeys(clientId, shard, memberId),
  type: 'rank_entry',
  member_id: memberId,
  total_points: totalPoints,
  ...profile,
  ...(counted === undefined ? {} : { [RANK_VERSION]: counted.version, rank_week: counted.week, rank_month: counted.month }),
});

/**
 * The member version whose points the rank trees count, on the rank entry: moves carried by
 * ledger entries (rank-moves.ts) apply only above it, so a batch handed over again counts once.
 */
const RANK_VERSION = 'rank_version';

/** A window tree's count of the member as applied: which tree, at what value (removed with the member). */
export interface WindowCount {
  tree: string;
  points: number;
}

/** What the trees count of a member, as its rank entry records it. */
export interface RankEntryState {
  /** Absent on entries whose trees were counted with the member item (before moves were carried). */
  version?: number;
  totalPoints: number;
  week?: WindowCount;
  month?: WindowCount;
}

const WindowCountItem = z.object({ tree: z.string(), points: z.number() });
const RankEntryStateItem = z.object({
  total_points: z.number(),
  rank_version: z.number().optional(),
  rank_week: WindowCountItem.optional(),
  rank_month: WindowCountItem.optional(),
});
const decodeRankEntryState = itemDecoder('rank_entry', RankEntryStateItem);

const entryState = (item: Item): RankEntryState => {
  const { total_points, rank_version, rank_week, rank_month } = decodeRankEntryState(item);
  return { totalPoints: total_points, version: rank_version, week: rank_week, month: rank_month };
};

/** A member's rank entry as the trees count it, read consistently; undefined when it has none. */
export async function readRankEntry(clientId: string, memberId: number): Promise<RankEntryState | undefined> {
  return (await readRankEntries(clientId, [memberId])).get(memberId);
}

/** Several members' rank entries, read consistently, by member id (members without one left out). */
export async function readRankEntries(clientId: string, memberIds: number[]): Promise<Map<number, RankEntryState>> {
  const found = await batchGetByKey(
    memberIds.map((id) => rankEntryKey(clientId, id)),
    true,
  );
  const states = new Map<number, RankEntryState>();
  for (const id of memberIds) {
    const item = itemOf(found, rankEntryKey(clientId, id));
    if (item) states.set(id, entryState(item));
  }
  return states;
}

/**
 * Moves a member's rank entry to what its moves leave (the rank index position, the window counts,
 * the version), only if it is still as read: the trees then count exactly what the entry said.
 */
export function appliedMoveItem(clientId: string, memberId: number, read: RankEntryState, applied: Required<RankEntryState>): TransactItem {
  const guard =
    read.version === undefined
      ? { ConditionExpression: 'attribute_not_exists(#version) AND #total = :read', ExpressionAttributeValues: { ':read': read.totalPoints } }
      : { ConditionExpression: '#version = :read', ExpressionAttributeValues: { ':read': read.version } };
  return {
    Update: {
      TableName: tableName(),
      Key: rankEntryKey(clientId, memberId),
      UpdateExpression: 'SET #total = :total, #position = :position, #version = :version, #week = :week, #month = :month',
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeNames: {
        '#total': 'total_points',
        '#position': 'GSI1SK',
        '#version': RANK_VERSION,
        '#week': 'rank_week',
        '#month': 'rank_month',
      },
      ExpressionAttributeValues: {
        ':total': applied.totalPoints,
        ':position': rankIndexKeys(clientId, shardOf(memberId), applied.totalPoints, memberId).GSI1SK,
        ':version': applied.version,
        ':week': applied.week,
        ':month': applied.month,
        ...guard.ExpressionAttributeValues,
      },
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

/** A member's neighbour in the rank index. */
export interface RankNeighbour {
  memberId: number;
  totalPoints: number;
  /** Absent on entries written before the profile copy existed: the member item has it. */
  profile?: RankEntryProfile;
}

async function nearestInShard(
  clientId: string,
  shard: number,
  position: string,
  direction: 'above' | 'below',
): Promise<{ sk: string; entry: RankNeighbour } | undefined> {
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
  if (!item) return undefined;
  const { member_id, total_points, username, network1_user_id } = decodeRankEntry(item);
  const entry: RankNeighbour = { memberId: member_id, totalPoints: total_points };
  if (username !== undefined) entry.profile = { username, network1_user_id: network1_user_id ?? null };
  // The index's own sort key: the table guarantees it on every item the query finds.
  return { sk: item.GSI1SK as string, entry };
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
