import type { MemberRecord } from '../data/member-repository.js';
import type { TransactItem } from '../data/transactions.js';
import { batchGetByKey, itemOf } from '../data/batch-reads.js';
import { memberKey } from '../data/keys.js';
import {
  LIFETIME_TREE,
  nodeChangeItems,
  nodeKeys,
  rankEntryItem,
  rankNeighbours,
  registrationItem,
  sumNodes,
  type RankNeighbour,
  type TreeNodes,
  type TreeRead,
} from '../data/rank-repository.js';
import { monthPoints, weekPoints } from './earnings.js';
import { isoWeekWindow, monthWindow, DAY_SECONDS } from './periods.js';
import { clampValue, countAbove, countEqual, leafOf, nodeId, pathOf, shardOf, treeChanges } from './rank-tree.js';

/**
 * Ranks (spec 2.14): overall by total_points, weekly and monthly by points earned in the
 * current ISO week and calendar month. Members with equal points share a rank; rank is
 * 1 + the number of members with more points, read from counter trees (rank-tree.ts), never
 * by scanning or counting members.
 */

/** Week and month trees outlive their window long enough for late readers, then expire. */
const WEEK_TREE_TTL = 35 * DAY_SECONDS;
const MONTH_TREE_TTL = 400 * DAY_SECONDS;

/** Items that register a new member in the rank structures: the sign-up transaction adds them. */
export function rankRegistrationItems(member: MemberRecord): TransactItem[] {
  const shard = shardOf(member.id);
  return [
    rankEntryItem(member.client_id, member.id, shard, member.total_points),
    registrationItem(member.client_id, shard),
    ...nodeChangeItems(member.client_id, LIFETIME_TREE, shard, treeChanges('all', 0, member.total_points)),
  ];
}

/**
 * Items that move a member's rank entry and tree counts from `before` to `after`; the ledger
 * adds them to every points movement. Nothing when total_points did not change (redemptions,
 * expiries): ranks are by points earned.
 */
export function rankMovementItems(before: MemberRecord, after: MemberRecord, now: number): TransactItem[] {
  if (after.total_points === before.total_points) return [];
  const clientId = before.client_id;
  const shard = shardOf(before.id);
  const week = isoWeekWindow(now);
  const month = monthWindow(now);
  return [
    rankEntryItem(clientId, before.id, shard, after.total_points),
    ...nodeChangeItems(clientId, LIFETIME_TREE, shard, treeChanges('all', before.total_points, after.total_points)),
    ...nodeChangeItems(clientId, week.id, shard, treeChanges('week', weekPoints(before, now), weekPoints(after, now)), week.end + WEEK_TREE_TTL),
    ...nodeChangeItems(clientId, month.id, shard, treeChanges('month', monthPoints(before, now), monthPoints(after, now)), month.end + MONTH_TREE_TTL),
  ];
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

/** The path nodes of the member's three values: D nodes per tree, every shard read. */
function pathReads(values: RankValues, now: number): TreeRead[] {
  return [
    { tree: LIFETIME_TREE, nodes: pathOf('all', values.all) },
    { tree: isoWeekWindow(now).id, nodes: pathOf('week', values.week) },
    { tree: monthWindow(now).id, nodes: pathOf('month', values.month) },
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

/** Overall, weekly and monthly rank of a member: one BatchGetItem. */
export async function memberRanks(member: MemberRecord, now: number): Promise<MemberRanks> {
  const values = rankValues(member, now);
  const reads = pathReads(values, now);
  const items = await batchGetByKey(nodeKeys(member.client_id, reads));
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
 * Endpoint 6. Three sequential round trips after the member is known: (1) the member's path
 * nodes in all three trees together with the rank-index neighbours, in parallel; (2) the two
 * neighbours' member items plus, when the member above sits in another leaf, that leaf.
 * A neighbour's rank follows from the member's own: the member above has the next higher
 * value q, so its rank is rank - count(= q); the one below has rank + count(= own points).
 */
export async function rankView(member: MemberRecord, now: number) {
  const clientId = member.client_id;
  const values = rankValues(member, now);
  const reads = pathReads(values, now);
  const [items, neighbours] = await Promise.all([
    batchGetByKey(nodeKeys(clientId, reads)),
    rankNeighbours(clientId, member.id, member.total_points, shardOf(member.id)),
  ]);
  const nodes = sumNodes(clientId, reads, items);
  const ranks = ranksFrom(values, nodes, now);
  const lifetime = nodes.byTree.get(LIFETIME_TREE)!;

  const own = clampValue('all', values.all);
  const { ahead, behind } = neighbours;
  const aheadLeaf = ahead && clampValue('all', ahead.totalPoints) !== own ? leafOf('all', ahead.totalPoints) : undefined;
  const extra: TreeRead[] = aheadLeaf && !lifetime.has(nodeId(aheadLeaf)) ? [{ tree: LIFETIME_TREE, nodes: [aheadLeaf] }] : [];
  const found = [ahead, behind].filter((n): n is RankNeighbour => n !== undefined);
  const more = found.length || extra.length
    ? await batchGetByKey([...found.map((n) => memberKey(clientId, n.memberId)), ...nodeKeys(clientId, extra)])
    : new Map<string, Record<string, unknown>>();
  for (const [id, counts] of sumNodes(clientId, extra, more).byTree.get(LIFETIME_TREE) ?? []) lifetime.set(id, counts);

  const neighbourRank = (n: RankNeighbour, direction: 'ahead' | 'behind'): number => {
    if (clampValue('all', n.totalPoints) === own) return ranks.rank;
    return direction === 'ahead' ? ranks.rank - countEqual('all', n.totalPoints, lifetime) : ranks.rank + countEqual('all', values.all, lifetime);
  };
  const view = (n: RankNeighbour | undefined, direction: 'ahead' | 'behind'): NeighbourView[] => {
    if (!n) return [];
    const item = itemOf(more, memberKey(clientId, n.memberId));
    return [
      {
        id: n.memberId,
        username: (item?.username as string | undefined) ?? null,
        total_points: n.totalPoints,
        network1_user_id: (item?.network1_user_id as string | undefined) ?? null,
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
