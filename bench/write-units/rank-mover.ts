import { randomInt } from 'node:crypto';
import { countRankMoves } from '../../shared/points/index.js';
import { recentRankMoves } from '../../shared/points/ledger-repository.js';
import { type MemberRankMove, memberRankMove } from '../../shared/points/ranks.js';
import type { WriteBill } from '../../local/write-bill.js';
import { creditPoints } from '../../local/walks/points.js';
import { median } from '../routes/report.js';

/** What the stream's rank mover writes per move counted, in a batch of `batchSize` members' credits. */
export interface RankMoverUnits {
  batchSize: number;
  batches: number;
  /** Median over the batches of the units billed per move. */
  unitsPerMove: number;
  /** Of a median batch: the rank entries' share and the tree nodes' share, per move. */
  entryUnitsPerMove: number;
  nodeUnitsPerMove: number;
}

async function newestMove(clientId: string, memberId: number): Promise<MemberRankMove> {
  const [move] = await recentRankMoves(clientId, memberId, 5);
  if (!move) throw new Error(`member ${memberId}: no ledger entry carries a rank move`);
  return memberRankMove(clientId, memberId, move);
}

/**
 * Credits `batchSize` random members of the program (unbilled), then bills the rank mover
 * counting their moves as one stream batch: a quiet program's batches hold one move, a busy
 * one's up to the mapping's batch size, and the shared nodes are written once per batch.
 */
export async function rankMoverUnits(bill: WriteBill, clientId: string, memberIds: number[], batchSize: number, batches: number): Promise<RankMoverUnits> {
  const perMove: Array<{ total: number; entries: number; nodes: number }> = [];
  for (let batch = 0; batch < batches; batch++) {
    const picked = new Set<number>();
    while (picked.size < Math.min(batchSize, memberIds.length)) picked.add(memberIds[randomInt(memberIds.length)] as number);
    const moves: MemberRankMove[] = [];
    for (const id of picked) {
      await creditPoints(clientId, id, 1 + randomInt(40));
      moves.push(await newestMove(clientId, id));
    }
    bill.billing = true;
    try {
      await countRankMoves(moves);
    } finally {
      bill.billing = false;
    }
    const items = bill.take();
    const units = (type: (name: string) => boolean) => items.filter((item) => type(item.type)).reduce((sum, item) => sum + item.tableUnits + item.indexUnits, 0);
    perMove.push({ total: units(() => true) / moves.length, entries: units((t) => t === 'rank_entry') / moves.length, nodes: units((t) => t !== 'rank_entry') / moves.length });
  }
  const ordered = [...perMove].sort((a, b) => a.total - b.total);
  const middle = ordered[Math.floor((ordered.length - 1) / 2)] as (typeof perMove)[number];
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    batchSize,
    batches,
    unitsPerMove: round(median(perMove.map((m) => m.total))),
    entryUnitsPerMove: round(middle.entries),
    nodeUnitsPerMove: round(middle.nodes),
  };
}
