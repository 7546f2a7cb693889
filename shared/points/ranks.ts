import type * as z from 'zod';
import type { MemberRecord } from '../member-store/index.js';
import type { TransactItem } from '../data/transactions.js';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { memberKey } from '../member-store/index.js';
import { LIFETIME_TREE, nodeChangeItems, nodeKeys, readNodeShards, registrationItem, sumNodes, type TreeNodes, type TreeRead } from './rank-repository.js';
import {
  deleteRankEntryItem,
  rankEntryItem,
  rankEntryProfile,
  rankEntryProfileItem,
  rankNeighbours,
  type RankEntryState,
  type RankNeighbour,
} from './rank-entries.js';
import { monthPoints, weekPoints } from './earnings.js';
import { isoWeekWindow, monthWindow, DAY_SECONDS } from '../support/periods.js';
import {
  clampValue,
  countAbove,
  countEqual,
  countNextAbove,
  countNodes,
  leafOf,
  nextLeafOf,
  nodeId,
  pathOf,
  shardOf,
  treeChanges,
  type NodeChange,
  type NodeRef,
  type RankPeriod,
} from './rank-tree.js';
import { present } from '../support/present.js';
import { contention } from '../data/request-deadline.js';
import { recentRankMoves } from './ledger-repository.js';
import type { CarriedRankMove } from './stream-event-schemas.js';
import type { RankBody } from './points-responses.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Ranks (spec 2.14): overall by total_points, weekly and monthly by points earned in the
 * current ISO week and calendar month. Members with equal points share a rank; rank is
 * 1 + the number of members with more points, read from counter trees (rank-tree.ts), never
 * by scanning or counting members.
 */

/** Week and month trees outlive their window long enough for late readers, then expire. */
const WEEK_TREE_TTL = 35 * DAY_SECONDS;
const MONTH_TREE_TTL = 400 * DAY_SECONDS;

/**
 * How old the tree nodes behind the rank fields of a User response may be. Those fields then
 * reflect other members' moves up to this late (the member's own points are always current);
 * endpoint 6 reads every node fresh. See docs/decisions.md.
 */
export const RANK_VIEW_MAX_AGE_MS = 5_000;

/** What the trees count of a member as it registers: its version, points and window counts (the trees' moves from 0). */
const registeredCounts = (member: MemberRecord, now: number): Required<RankEntryState> => ({
  version: member.version,
  totalPoints: member.total_points,
  week: { tree: isoWeekWindow(now).id, points: weekPoints(member, now) },
  month: { tree: monthWindow(now).id, points: monthPoints(member, now) },
});

/** Items that register a new member in the rank structures, counted in the sign-up's own transaction. */
export function rankRegistrationItems(member: MemberRecord, now: number): TransactItem[] {
  const { items, move } = newMemberRankMove(member, now);
  return [...items, ...aggregatedRankItems(member.client_id, [move])];
}

/**
 * A member's move in the counter trees: in each tree, from one value to another. A bulk writer
 * leaves it to be counted once per chunk of members (aggregatedRankItems); a points movement's
 * ledger entry carries it to the stream's rank mover (rank-moves.ts), which counts a batch's
 * moves the same way.
 */
export interface RankMove {
  shard: number;
  /** Counted into total_registrations: a new member. */
  registered: boolean;
  trees: Array<{ tree: string; period: RankPeriod; expiresAt?: number; from: number; to: number }>;
}

/** The three trees' moves between two snapshots of a member, the lifetime tree's first; all three, moved or not. */
function treeMoves(from: RankValues, to: RankValues, now: number): RankMove['trees'] {
  const week = isoWeekWindow(now);
  const month = monthWindow(now);
  return [
    { tree: LIFETIME_TREE, period: 'all' as const, from: from.all, to: to.all },
    { tree: week.id, period: 'week' as const, expiresAt: week.end + WEEK_TREE_TTL, from: from.week, to: to.week },
    { tree: month.id, period: 'month' as const, expiresAt: month.end + MONTH_TREE_TTL, from: from.month, to: to.month },
  ];
}

/** The rank move a points movement's ledger entry carries (CarriedRankMove), when the write changes total_points. */
export function carriedRankMove(before: MemberRecord, after: MemberRecord, now: number): CarriedRankMove | undefined {
  if (after.total_points === before.total_points) return undefined;
  const [from, to] = [rankValues(before, now), rankValues(after, now)];
  return { version: after.version, at: now, all: [from.all, to.all], week: [from.week, to.week], month: [from.month, to.month] };
}

/** A carried move with its member, as the rank mover counts it: the three trees' moves, the lifetime tree's first. */
export interface MemberRankMove {
  client_id: string;
  member_id: number;
  version: number;
  total_points: number;
  trees: RankMove['trees'];
}

export const memberRankMove = (clientId: string, memberId: number, carried: CarriedRankMove): MemberRankMove => ({
  client_id: clientId,
  member_id: memberId,
  version: carried.version,
  total_points: carried.all[1],
  trees: treeMoves(
    { all: carried.all[0], week: carried.week[0], month: carried.month[0] },
    { all: carried.all[1], week: carried.week[1], month: carried.month[1] },
    carried.at,
  ),
});

/**
 * What a new member's own transaction puts (its rank entry) and its move from nothing: a bulk
 * writer leaves the move for the chunk's aggregate, the sign-up counts it at once.
 */
export function newMemberRankMove(after: MemberRecord, now: number): { items: TransactItem[]; move: RankMove } {
  const trees = treeMoves({ all: 0, week: 0, month: 0 }, rankValues(after, now), now).filter((tree) => tree.from !== tree.to);
  return {
    items: [rankEntryItem(after.client_id, after.id, rankEntryProfile(after), registeredCounts(after, now))],
    move: { shard: shardOf(after.id), registered: true, trees },
  };
}

/**
 * The node updates of many members' moves, summed per node: one Update per node shard whatever
 * the number of members behind it, and total_registrations moved once per shard. Ordered by
 * tree, shard and node, so the same moves always give the same items in the same order.
 */
export function aggregatedRankItems(clientId: string, moves: RankMove[]): TransactItem[] {
  const trees = new Map<string, { tree: string; shard: number; expiresAt?: number; nodes: Map<string, NodeChange> }>();
  const registered = new Map<number, number>();
  for (const move of moves) {
    if (move.registered) registered.set(move.shard, (registered.get(move.shard) ?? 0) + 1);
    for (const { tree, period, expiresAt, from, to } of move.trees) {
      const key = `${tree}\u0000${move.shard}`;
      const group = trees.get(key) ?? { tree, shard: move.shard, expiresAt, nodes: new Map<string, NodeChange>() };
      trees.set(key, group);
      for (const change of treeChanges(period, from, to)) {
        const node = group.nodes.get(nodeId(change)) ?? { level: change.level, prefix: change.prefix, deltas: new Map<number, number>() };
        for (const [digit, delta] of change.deltas) node.deltas.set(digit, (node.deltas.get(digit) ?? 0) + delta);
        group.nodes.set(nodeId(change), node);
      }
    }
  }
  const items: TransactItem[] = [];
  const byKey = [...trees.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, group] of byKey) {
    const changes = [...group.nodes.values()]
      .map((node) => ({ ...node, deltas: new Map([...node.deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b)) }))
      .filter((node) => node.deltas.size > 0)
      .sort((a, b) => a.level - b.level || (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0));
    const count = group.tree === LIFETIME_TREE ? registered.get(group.shard) : undefined;
    if (count !== undefined) registered.delete(group.shard);
    if (changes.length > 0) items.push(...nodeChangeItems(clientId, group.tree, group.shard, changes, group.expiresAt, count));
    else if (count !== undefined) items.push(registrationItem(clientId, group.shard, count));
  }
  for (const [shard, count] of [...registered].sort(([a], [b]) => a - b)) items.push(registrationItem(clientId, shard, count));
  return items;
}

/** Ledger entries a deletion reads back at most to find where an entry from before carried moves stands. */
const UNCOUNTED_MOVES_READ = 100;

/**
 * What the trees count of a member about to be deleted, by its rank entry (`entry`, read
 * consistently). An entry the mover counted names it all. One counted with the member item (from
 * before moves were carried) holds the member's own points, unless a move is still uncounted (its
 * total differs): then the trees stand where the member's first uncounted move starts, read from
 * its ledger. No entry: the member's own points, as before ranks had entries of their own.
 */
export async function countedRanks(member: MemberRecord, entry: RankEntryState | undefined, now: number): Promise<RankEntryState> {
  if (entry?.version !== undefined) return entry;
  const week = isoWeekWindow(now).id;
  const month = monthWindow(now).id;
  if (!entry || entry.totalPoints === member.total_points) {
    return {
      totalPoints: member.total_points,
      week: { tree: week, points: weekPoints(member, now) },
      month: { tree: month, points: monthPoints(member, now) },
    };
  }
  const moves = await recentRankMoves(member.client_id, member.id, UNCOUNTED_MOVES_READ);
  const first = moves.filter((move) => move.all[0] === entry.totalPoints).at(-1);
  // Not among the newest entries: the mover will have counted by the next try.
  if (!first) throw contention();
  return {
    totalPoints: entry.totalPoints,
    week: { tree: isoWeekWindow(first.at).id, points: first.week[0] },
    month: { tree: monthWindow(first.at).id, points: first.month[0] },
  };
}

/**
 * Items that take a deleted member out of every rank: its entry (deleted as read: `entry`), the
 * counts the trees hold of it (`counted`: countedRanks) in the lifetime, weekly and monthly trees,
 * and total_registrations. The deletion's transaction adds them; moves not yet counted then find
 * no entry and are dropped. The window nodes already exist with their expiry (the member was
 * counted there), so none is set.
 */
export function rankRemovalItems(member: MemberRecord, entry: RankEntryState | undefined, counted: RankEntryState): TransactItem[] {
  const clientId = member.client_id;
  const shard = shardOf(member.id);
  return [
    deleteRankEntryItem(clientId, member.id, entry),
    ...nodeChangeItems(clientId, LIFETIME_TREE, shard, treeChanges('all', counted.totalPoints, 0), undefined, -1),
    ...(counted.week ? nodeChangeItems(clientId, counted.week.tree, shard, treeChanges('week', counted.week.points, 0)) : []),
    ...(counted.month ? nodeChangeItems(clientId, counted.month.tree, shard, treeChanges('month', counted.month.points, 0)) : []),
  ];
}

/**
 * The rank entry's copy of username and network1_user_id, when a profile change touches them;
 * the profile update adds it to its own transaction.
 */
export function rankProfileItems(before: MemberRecord, after: MemberRecord): TransactItem[] {
  const [was, now] = [rankEntryProfile(before), rankEntryProfile(after)];
  if (was.username === now.username && was.network1_user_id === now.network1_user_id) return [];
  return [rankEntryProfileItem(before.client_id, before.id, now)];
}

interface RankValues {
  all: number;
  week: number;
  month: number;
}

const rankValues = (member: MemberRecord, now: number): RankValues => ({
  all: member.total_points,
  week: weekPoints(member, now),
  month: monthPoints(member, now),
});

/** The nodes of the member's three counts; the lifetime tree's may be given (endpoint 6 reads more of it). */
function rankReads(values: RankValues, now: number, lifetimeNodes: NodeRef[] = countNodes('all', values.all)): TreeRead[] {
  return [
    { tree: LIFETIME_TREE, nodes: lifetimeNodes },
    { tree: isoWeekWindow(now).id, nodes: countNodes('week', values.week) },
    { tree: monthWindow(now).id, nodes: countNodes('month', values.month) },
  ];
}

export interface MemberRanks {
  rank: number;
  weekly_rank: number;
  monthly_rank: number;
  total_registrations: number;
}

function ranksFrom(values: RankValues, nodes: TreeNodes, now: number): MemberRanks {
  const tree = (id: string) => nodes.byTree.get(id) ?? new Map();
  return {
    rank: 1 + countAbove('all', values.all, tree(LIFETIME_TREE)),
    weekly_rank: 1 + countAbove('week', values.week, tree(isoWeekWindow(now).id)),
    monthly_rank: 1 + countAbove('month', values.month, tree(monthWindow(now).id)),
    total_registrations: nodes.registered,
  };
}

/**
 * Overall, weekly and monthly rank of a member for a User response: the path nodes come from
 * this container's memory when read within RANK_VIEW_MAX_AGE_MS, otherwise one BatchGetItem.
 */
export async function memberRanks(member: MemberRecord, now: number): Promise<MemberRanks> {
  const values = rankValues(member, now);
  const reads = rankReads(values, now);
  const items = await readNodeShards(member.client_id, reads, RANK_VIEW_MAX_AGE_MS);
  return ranksFrom(values, sumNodes(member.client_id, reads, items), now);
}

interface NeighbourView {
  id: number;
  username: string | null;
  total_points: number;
  network1_user_id: string | null;
  rank: number;
  weekly_rank: number | null;
  monthly_rank: number | null;
}

/**
 * Endpoint 6, read fresh. One round trip after the member is known: the member's path nodes in
 * all three trees, the lifetime leaf just above the member's own, and the rank-index
 * neighbours, in parallel; the neighbours' entries carry their username and network1_user_id.
 * A neighbour's rank follows from the member's own: the member above has the next higher value
 * q, so its rank is rank - count(= q); the one below has rank + count(= own points). A second
 * round trip happens only when count(= q) cannot be told from the nodes read (q more than one
 * leaf above and not alone in its branch; see countNextAbove), or an entry was written before
 * it carried the profile copy.
 */
export async function rankView(member: MemberRecord): Promise<z.infer<typeof RankBody>> {
  const now = nowSeconds();
  const clientId = member.client_id;
  const values = rankValues(member, now);
  const own = clampValue('all', values.all);
  const leafAbove = nextLeafOf('all', own);
  // The whole lifetime path, also at 0 points: the member above's count may sit in the own leaf.
  const reads = rankReads(values, now, [...pathOf('all', own), ...(leafAbove ? [leafAbove] : [])]);
  const [items, neighbours] = await Promise.all([
    readNodeShards(clientId, reads, 0),
    rankNeighbours(clientId, member.id, member.total_points, shardOf(member.id)),
  ]);
  const nodes = sumNodes(clientId, reads, items);
  const ranks = ranksFrom(values, nodes, now);
  const lifetime = present(nodes.byTree.get(LIFETIME_TREE), 'the lifetime tree nodes');

  const { ahead, behind } = neighbours;
  // The member above at a higher value q ranks rank - count(= q): known from the nodes read, unless q's leaf is needed.
  const aheadIsHigher = ahead !== undefined && clampValue('all', ahead.totalPoints) !== own;
  const tiedAbove = aheadIsHigher ? countNextAbove('all', own, ahead.totalPoints, lifetime) : undefined;
  const extra: TreeRead[] = aheadIsHigher && tiedAbove === undefined ? [{ tree: LIFETIME_TREE, nodes: [leafOf('all', ahead.totalPoints)] }] : [];
  const unprofiled = [ahead, behind].filter((n): n is RankNeighbour => n !== undefined && !n.profile);
  const more =
    unprofiled.length || extra.length
      ? await batchGetByKey([...unprofiled.map((n) => memberKey(clientId, n.memberId)), ...nodeKeys(clientId, extra)])
      : new Map<string, Record<string, unknown>>();
  for (const [id, counts] of sumNodes(clientId, extra, more).byTree.get(LIFETIME_TREE) ?? []) lifetime.set(id, counts);

  const neighbourRank = (n: RankNeighbour, direction: 'ahead' | 'behind'): number => {
    if (clampValue('all', n.totalPoints) === own) return ranks.rank;
    if (direction === 'behind') return ranks.rank + countEqual('all', values.all, lifetime);
    return ranks.rank - (tiedAbove ?? countEqual('all', n.totalPoints, lifetime));
  };
  const view = (n: RankNeighbour | undefined, direction: 'ahead' | 'behind'): NeighbourView[] => {
    if (!n) return [];
    const profile = n.profile ?? rankEntryProfile(itemOf(more, memberKey(clientId, n.memberId)) ?? {});
    return [
      {
        id: n.memberId,
        username: profile.username,
        total_points: n.totalPoints,
        network1_user_id: profile.network1_user_id,
        rank: neighbourRank(n, direction),
        weekly_rank: null,
        monthly_rank: null,
      },
    ];
  };
  return {
    total_registrations: String(ranks.total_registrations),
    rank: ranks.rank,
    weekly_rank: ranks.weekly_rank,
    monthly_rank: ranks.monthly_rank,
    ahead: view(ahead, 'ahead'),
    behind: view(behind, 'behind'),
  };
}
