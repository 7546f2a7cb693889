import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { RANK_MOVE_ATTRIBUTE, STREAM_EVENT_ATTRIBUTE } from '../data/table.js';
import type { CarriedEvent } from '../events/index.js';
import { optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { appliedMoveItem, readRankEntries, type RankEntryState } from './rank-repository.js';
import { aggregatedRankItems, type CarriedRankMove, type MemberRankMove, memberRankMove, type RankMove } from './ranks.js';
import { nodeId, shardOf, treeChanges } from './rank-tree.js';
import { LEDGER_ENTRY_TYPE } from './stream-event-schemas.js';

/**
 * The rank mover: the rank entries and counter trees follow the moves that points movements'
 * ledger entries carry (ledger.ts), counted from the table's stream by the report counter's
 * function rather than in each movement's own transaction. A batch's moves are summed per tree
 * node, so the nodes every member shares (the weekly and monthly trees' low leaves) are written
 * once per batch, not once per movement.
 *
 * Exactly once: each member's rank entry records the member version its counts stand at, and a
 * member's moves are counted in the same transaction that moves its entry, only above that
 * version. A batch handed over again finds its moves counted (the transaction is cancelled), reads
 * the entries and leaves those moves out; a deleted member's entry is gone with the counts it held,
 * and its moves still in the stream are dropped. A member's moves come in stream order (one
 * partition key, one shard), so a version above the entry's is always the next to count.
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
    const carried = unmarshall({ move, event }) as { move: CarriedRankMove; event: CarriedEvent };
    return [memberRankMove(carried.event.client_id, carried.event.member_id, carried.move)];
  });
}

/** A member's moves still to count, in version order. */
interface MemberMoves {
  memberId: number;
  moves: MemberRankMove[];
}

/** A TransactWriteItems holds at most 100 items: the members' entries and the nodes their moves sum into. */
const TRANSACTION_ITEMS = 100;

/** The moves of one member summed: each tree from its first move's value to its last's. */
function summed({ memberId, moves }: MemberMoves): { move: RankMove; applied: Required<RankEntryState> } {
  const trees = new Map<string, RankMove['trees'][number]>();
  for (const move of moves) {
    for (const tree of move.trees) {
      const known = trees.get(tree.tree);
      trees.set(tree.tree, known ? { ...known, to: tree.to } : { ...tree });
    }
  }
  const last = moves[moves.length - 1] as MemberRankMove;
  const windowOf = (period: 'week' | 'month') => {
    const tree = last.trees.find((t) => t.period === period);
    return tree ? { tree: tree.tree, points: tree.to } : { tree: '', points: 0 };
  };
  return {
    move: { shard: shardOf(memberId), registered: false, trees: [...trees.values()].filter((tree) => tree.from !== tree.to) },
    applied: { version: last.version, totalPoints: last.total_points, week: windowOf('week'), month: windowOf('month') },
  };
}

/** The tree nodes a member's summed move writes, as one set of names across trees and shards. */
function nodesOf(move: RankMove): string[] {
  return move.trees.flatMap(({ tree, period, from, to }) => treeChanges(period, from, to).map((change) => `${tree}/${move.shard}/${nodeId(change)}`));
}

/** Members in groups whose entries and summed nodes fit one transaction; a member's moves never split. */
function transactionGroups(members: MemberMoves[]): MemberMoves[][] {
  const groups: MemberMoves[][] = [];
  let group: MemberMoves[] = [];
  let nodes = new Set<string>();
  for (const member of members) {
    const own = nodesOf(summed(member).move);
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

function groupItems(clientId: string, members: MemberMoves[]): TransactItem[] {
  const sums = members.map((member) => ({ member, ...summed(member) }));
  return [
    ...sums.map(({ member, applied }) => appliedMoveItem(clientId, member.memberId, (member.moves[0] as MemberRankMove).version, applied)),
    ...aggregatedRankItems(
      clientId,
      sums.map(({ move }) => move),
    ),
  ];
}

/** What is still to count once the entries are read again: moves above each entry's version, of members not deleted. */
async function stillToCount(clientId: string, members: MemberMoves[]): Promise<MemberMoves[]> {
  const entries = await readRankEntries(
    clientId,
    members.map((member) => member.memberId),
  );
  return members.flatMap((member) => {
    const entry = entries.get(member.memberId);
    if (!entry) return [];
    const moves = member.moves.filter((move) => entry.version === undefined || move.version > entry.version);
    return moves.length > 0 ? [{ ...member, moves }] : [];
  });
}

/** Counts one group in one transaction; a cancelled one (moves counted already, a member deleted, another writer) reads and tries again. */
async function countGroup(clientId: string, members: MemberMoves[]): Promise<number> {
  let pending = members;
  let cancelled = false;
  return optimisticTransaction(async () => {
    if (cancelled) pending = await stillToCount(clientId, pending);
    cancelled = true;
    const count = pending.reduce((sum, member) => sum + member.moves.length, 0);
    return { items: pending.length > 0 ? groupItems(clientId, pending) : [], result: count };
  }, undefined);
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
