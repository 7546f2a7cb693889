import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { memberSampleKeys, rankEntryKey, rankIndexKeys } from './keys.js';
import { RANK_SHARDS, shardOf } from './rank-tree.js';

type Update = NonNullable<TransactItem['Update']>;

/**
 * Each member's rank entry: its place in the sharded rank index (GSI1, by total points), a copy of
 * what endpoint 6 shows of a neighbour, and what the rank trees count of the member (the version,
 * points and window counts the rank mover moves it from).
 */

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

/** A window tree's count of the member: which tree, at what value (removed with the member). */
export interface WindowCount {
  tree: string;
  points: number;
}

/** What the trees count of a member, as its rank entry records it. */
export interface RankEntryState {
  /** Absent on entries whose trees were counted with the member item (bulk loaders, and entries from before moves were carried). */
  version?: number;
  totalPoints: number;
  week?: WindowCount;
  month?: WindowCount;
}

/**
 * The member version whose points the rank trees count: the rank mover moves the entry only from
 * the state it read, so a batch handed over again counts once.
 */
const RANK_VERSION = 'rank_version';

/**
 * A rank entry as stored. The profile copy is absent on entries written before it existed (the
 * member item has it); entries written since carry both attributes, null for none.
 */
const WindowCountItem = z.object({ tree: z.string(), points: z.number() });
const RankEntryItem = z.object({
  member_id: z.number(),
  total_points: z.number(),
  username: z.string().nullable().optional(),
  network1_user_id: z.string().nullable().optional(),
  rank_version: z.number().optional(),
  rank_week: WindowCountItem.optional(),
  rank_month: WindowCountItem.optional(),
});
const decodeRankEntry = itemDecoder('rank_entry', RankEntryItem);

/** The rank entry as stored (also what bulk loaders write, with the total alone: the trees count the member item's points). */
export const rankEntryRecord = (clientId: string, memberId: number, shard: number, profile: RankEntryProfile, counted: RankEntryState) => ({
  ...rankEntryKey(clientId, memberId),
  ...rankIndexKeys(clientId, shard, counted.totalPoints, memberId),
  ...memberSampleKeys(clientId, shard, memberId),
  type: 'rank_entry',
  member_id: memberId,
  total_points: counted.totalPoints,
  ...profile,
  ...(counted.version === undefined ? {} : { [RANK_VERSION]: counted.version }),
  ...(counted.week ? { rank_week: counted.week } : {}),
  ...(counted.month ? { rank_month: counted.month } : {}),
});

/** A new member's rank entry, with what the trees count of it as it registers. */
export function rankEntryItem(clientId: string, memberId: number, profile: RankEntryProfile, counted: Required<RankEntryState>): TransactItem {
  return { Put: { TableName: tableName(), Item: rankEntryRecord(clientId, memberId, shardOf(memberId), profile, counted) } };
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

/** Several members' rank entries, read consistently, by member id (members without one left out). */
export async function readRankEntries(clientId: string, memberIds: number[]): Promise<Map<number, RankEntryState>> {
  const found = await batchGetByKey(
    memberIds.map((id) => rankEntryKey(clientId, id)),
    true,
  );
  const states = new Map<number, RankEntryState>();
  for (const id of memberIds) {
    const item = itemOf(found, rankEntryKey(clientId, id));
    if (!item) continue;
    const { total_points, rank_version, rank_week, rank_month } = decodeRankEntry(item);
    states.set(id, { totalPoints: total_points, version: rank_version, week: rank_week, month: rank_month });
  }
  return states;
}

/** A member's rank entry as the trees count it, read consistently; undefined when it has none. */
export async function readRankEntry(clientId: string, memberId: number): Promise<RankEntryState | undefined> {
  return (await readRankEntries(clientId, [memberId])).get(memberId);
}

/**
 * The entry still as read: at the version read, or, for one without a version, still without one
 * at the points read (only the rank mover moves an entry's points, and it sets a version). No
 * entry read: still none.
 */
function asRead(read: RankEntryState | undefined): Pick<Update, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  if (!read) return { ConditionExpression: 'attribute_not_exists(#version)', ExpressionAttributeNames: { '#version': RANK_VERSION } };
  if (read.version !== undefined) {
    return {
      ConditionExpression: '#version = :read',
      ExpressionAttributeNames: { '#version': RANK_VERSION },
      ExpressionAttributeValues: { ':read': read.version },
    };
  }
  return {
    ConditionExpression: 'attribute_not_exists(#version) AND #total = :read',
    ExpressionAttributeNames: { '#version': RANK_VERSION, '#total': 'total_points' },
    ExpressionAttributeValues: { ':read': read.totalPoints },
  };
}

/** Deletes a rank entry as it was read: a move counted since then cancels the deletion's transaction (it reads again). */
export function deleteRankEntryItem(clientId: string, memberId: number, read: RankEntryState | undefined): TransactItem {
  return { Delete: { TableName: tableName(), Key: rankEntryKey(clientId, memberId), ...asRead(read) } };
}

/**
 * Moves a member's rank entry to what its moves leave (the rank index position, the window counts,
 * the version), only if it is still as read: the trees then count exactly what the entry said.
 */
export function appliedMoveItem(clientId: string, memberId: number, read: RankEntryState, applied: Required<RankEntryState>): TransactItem {
  const guard = asRead(read);
  return {
    Update: {
      TableName: tableName(),
      Key: rankEntryKey(clientId, memberId),
      UpdateExpression: 'SET #total = :total, #position = :position, #version = :version, #week = :week, #month = :month',
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeNames: {
        ...guard.ExpressionAttributeNames,
        '#total': 'total_points',
        '#position': 'GSI1SK',
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
