import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { RANK_MOVE_ATTRIBUTE, STREAM_EVENT_ATTRIBUTE } from '../data/table.js';
import { carriedBy } from '../events/index.js';
import { optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { appliedMoveItem, readRankEntries, type RankEntryState } from './rank-entries.js';
import { aggregatedRankItems, type MemberRankMove, memberRankMove, type RankMove } from './ranks.js';
import { nodeId, type RankPeriod, shardOf, treeChanges } from './rank-tree.js';
import { type CarriedRankMove, LEDGER_ENTRY_TYPE } from './stream-event-schemas.js';

/**
 * The rank mover: the rank entries and counter trees follow the moves that points movements'
 * ledger entries carry (ledger.ts), counted from the table's stream by the report counter's
 * function rather than in each movement's own transaction. A batch's moves are summed per tree
 * node, so the nodes every member shares (the weekly and monthly trees' low leaves) are written
 * once per batch, not once per movement.
 *
 * Exactly once: each member's rank entry records what the trees count of the member (its points,
 * its week and month values, and the member version they stand at), and a member's moves are
 * counted in the same transaction that moves its entry, under the entry as read, from that state
 * to what the member's last move leaves; moves at or below the entry's version are counted already.
 * A batch handed over again, or a copy counted at once by another reader, finds them counted; a
 * move that came late or never came is covered by the member's next one, which starts from what
 * the trees hold, not from the move's own `from`. A deleted member's entry is gone with the counts
 * it held, and its moves still in the stream are dropped.
 */

/**
 * The rank moves of a stream batch, in stream order: each inserted ledger entry's that carries one,
 * with the member its event names (an earning's entry always carries its event).
 */
export function rankMovesOf(batch: DynamoDBStreamEvent): MemberRankMove[] {
  return batch.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
    const move = image?.[RANK_MOVE_ATTRIBUTE];
    const event = image?.[STREAM_EVENT_ATTRIBUTE];
    if (record.eventName !== 'INSERT' || image?.type?.S !== LEDGER_ENTRY_TYPE || !move || !event) return [];
    const carried = unmarshall({ [RANK_MOVE_ATTRIBUTE]: move, [STREAM_EVENT_ATTRIBUTE]: event });
    const { client_id, member_id } = carriedBy(carried);
    return [memberRankMove(client_id, member_id, carried[RANK_MOVE_ATTRIBUTE] as CarriedRankMove)];
  });
}

/** A member's moves of a batch, in version order. */
interface MemberMoves {
  memberId: number;
  moves: MemberRankMove[];
}

/** A TransactWriteItems holds at most 100 items: the members' entries and the nodes their moves sum into. */
const TRANSACTION_ITEMS = 100;

/**
 * What the trees count of a member in one tree, by its rank entry. An entry counted by the mover
 * (a version) names its window trees; one counted with the member item before moves were carried
 * holds its lifetime total, and its moves start where its window trees stand.
 */
function countedIn(entry: RankEntryState, first: MemberRankMove, tree: string, period: RankPeriod): number {
  if (period === 'all') return entry.totalPoints;
  if (entry.version === undefined) return first.trees.find((t) => t.period === period && t.tree === tree)?.from ?? 0;
  const window = period === 'week' ? entry.week : entry.month;
  return window?.tree === tree ? window.points : 0;
}

/**
 * A member moved from what its entry says the trees count to what its last move leaves: in each
 * tree its moves name, from the counted value to that tree's last value. Taking the entry's state
 * rather than the moves' own `from` keeps the trees exact whatever moves came late or never came:
 * the next move of the member puts it where its points are.
 */
function countedMove(memberId: number, entry: RankEntryState, pending: MemberRankMove[]): { move: RankMove; applied: Required<RankEntryState> } {
  const first = pending[0] as MemberRankMove;
  const last = pending[pending.length - 1] as MemberRankMove;
  const trees = new Map<string, RankMove['trees'][number]>();
  for (const move of pending) {
    for (const tree of move.trees) {
      const known = trees.get(tree.tree);
      trees.set(tree.tree, known ? { ...known, to: tree.to } : { ...tree, from: countedIn(entry, first, tree.tree, tree.period) });
    }
  }
  const windowOf = (period: 'week' | 'month') => {
    const tree = last.trees.find((t) => t.period === period);
    return tree ? { tree: tree.tree, points: tree.to } : { tree: '', points: 0 };
  };
  return {
    move: { shard: shardOf(memberId), registered: false, trees: [...trees.values()].filter((tree) => tree.from !== tree.to) },
    applied: { version: last.version, totalPoints: last.total_points, week: windowOf('week'), month: windowOf('month') },
  };
}

/** The tree nodes a member's moves write, as one set of names across trees and shards (from the moves' own values: an estimate for grouping). */
function nodesOf({ memberId, moves }: MemberMoves): string[] {
  const shard = shardOf(memberId);
  return moves.flatMap((move) =>
    move.trees.flatMap(({ tree, period, from, to }) => treeChanges(period, from, to).map((change) => `${tree}/${shard}/${nodeId(change)}`)),
  );
}

/** Members in groups whose entries and nodes should fit one transaction; a member's moves never split. */
function transactionGroups(members: MemberMoves[]): MemberMoves[][] {
  const groups: MemberMoves[][] = [];
  let group: MemberMoves[] = [];
  let nodes = new Set<string>();
  for (const member of members) {
    const own = nodesOf(member);
    const joined = new Set([...nodes, ...own]);
    if (group.length > 0 && group.length + 1 + joined.size > TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
      nodes = new Set(own);
    } else nodes = joined;
    group.push(member);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * The group's write, from its members' entries read now: each member with moves above its entry's
 * version moved from its counted state, under that state as read, and the nodes summed. Members
 * whose entry is gone (deleted: the deletion took out what the trees held) are left out.
 */
async function plannedCount(clientId: string, members: MemberMoves[]): Promise<{ items: TransactItem[]; count: number }> {
  const entries = await readRankEntries(
    clientId,
    members.map((member) => member.memberId),
  );
  const counted = members.flatMap(({ memberId, moves }) => {
    const entry = entries.get(memberId);
    const pending = entry ? moves.filter((move) => entry.version === undefined || move.version > entry.version) : [];
    return entry && pending.length > 0 ? [{ memberId, entry, pending, ...countedMove(memberId, entry, pending) }] : [];
  });
  return {
    items: [
      ...counted.map(({ memberId, entry, applied }) => appliedMoveItem(clientId, memberId, entry, applied)),
      ...aggregatedRankItems(
        clientId,
        counted.map(({ move }) => move),
      ),
    ],
    count: counted.reduce((sum, { pending }) => sum + pending.length, 0),
  };
}

/**
 * Counts one group in one transaction, read afresh on every attempt: a cancelled one (a copy of the
 * batch counted first, a member deleted, another writer) reads again and counts what is left. A
 * group whose members' states spread over more nodes than one transaction holds is halved.
 */
async function countGroup(clientId: string, members: MemberMoves[]): Promise<number> {
  let oversized = false;
  const count = await optimisticTransaction(async () => {
    const plan = await plannedCount(clientId, members);
    oversized = plan.items.length > TRANSACTION_ITEMS;
    return { items: oversized ? [] : plan.items, result: plan.count };
  }, undefined);
  if (!oversized) return count;
  const half = Math.ceil(members.length / 2);
  return (await countGroup(clientId, members.slice(0, half))) + (await countGroup(clientId, members.slice(half)));
}

export interface RankMoveRun {
  moves: number;
  /** Moves counted by this run (the others were counted before, or their member is gone). */
  counted: number;
  transactions: number;
}

/** Counts a batch's rank moves: per program, members grouped into transactions, in parallel across programs. */
export async function countRankMoves(moves: MemberRankMove[]): Promise<RankMoveRun> {
  const byClient = new Map<string, Map<number, MemberRankMove[]>>();
  for (const move of moves) {
    const members = byClient.get(move.client_id) ?? new Map<number, MemberRankMove[]>();
    byClient.set(move.client_id, members);
    members.set(move.member_id, [...(members.get(move.member_id) ?? []), move]);
  }
  let transactions = 0;
  const counted = await Promise.all(
    [...byClient].map(async ([clientId, members]) => {
      const ordered = [...members].map(([memberId, own]) => ({ memberId, moves: own.sort((a, b) => a.version - b.version) }));
      let total = 0;
      for (const group of transactionGroups(ordered)) {
        transactions++;
        total += await countGroup(clientId, group);
      }
      return total;
    }),
  );
  return { moves: moves.length, counted: counted.reduce((sum, n) => sum + n, 0), transactions };
}
