import { advanceClock, resetClock } from '../../../shared/support/clock.js';
import { count, Program } from '../../helpers/rank-program.js';
import { failTransactions, injectTransactionConflicts } from '../../helpers/transaction-conflicts.js';

/**
 * The rank mover (shared/points/rank-moves.ts): the moves points movements' ledger entries carry,
 * counted into rank entries and trees exactly once. The batches are built here from the members'
 * own ledger entries, as the stream hands them over; other suites' stream consumers may count
 * the same moves meanwhile, which the counts must survive as well.
 */

/** A program whose members hold these points, each earned in two movements (two moves a member). */
async function programOf(points: number[]): Promise<Program> {
  const program = await Program.create(points.length);
  for (const [index, id] of program.ids.entries()) {
    const total = points[index]!;
    if (total === 0) continue;
    await program.credit(id, Math.ceil(total / 2));
    await program.credit(id, total - Math.ceil(total / 2));
  }
  return program;
}

describe('rank moves: counted from the stream, exactly once', () => {
  afterEach(() => resetClock());

  it('counts a batch handed over again, and copies of it counted at once, once', async () => {
    const program = await programOf([300, 40, 40, 7_000, 2]);
    const records = await program.streamOf();
    expect(records).toHaveLength(10);

    const first = await count(records);
    await Promise.all([count(records), count(records), count(records)]);
    const again = await count(records);

    expect(first.moves).toBe(10);
    expect(again.counted).toBe(0);
    await program.expectExact();
  }, 60_000);

  it('counts a batch whose commit was not answered once, when it is handed over again', async () => {
    const program = await programOf([15, 900, 60]);
    const records = await program.streamOf();
    const lost = failTransactions((input) => input.includes('rank_version'), { error: new Error('socket hang up'), committed: true });
    try {
      await expect(count(records)).rejects.toThrow('socket hang up');
    } finally {
      lost.stop();
    }
    expect(lost.failed()).toBeGreaterThan(0);

    await count(records);

    await program.expectExact();
  }, 60_000);

  it('tries a group again when another writer held its nodes', async () => {
    const program = await programOf([5, 6, 7]);
    const records = await program.streamOf();
    const conflicts = injectTransactionConflicts(2);
    try {
      await count(records);
    } finally {
      conflicts.stop();
    }
    expect(conflicts.remaining()).toBe(0);
    await program.expectExact();
  }, 60_000);

  it('drops the moves of a member deleted before they were counted, and the trees lose exactly what they held of it', async () => {
    const program = await programOf([120, 80, 500]);
    const [, leaver] = program.ids;
    await count(await program.streamOf());
    // A move waits in the stream when the member leaves.
    await program.credit(leaver!, 1_000);
    const pending = await program.moveRecords(leaver!);

    await program.remove(leaver!);
    const run = await count(pending);

    expect(run.counted).toBe(0);
    await program.expectExact();
  }, 60_000);

  it('counts a move into the week it was made in, even when counted in the next', async () => {
    const program = await programOf([0, 0]);
    const [early, late] = program.ids;
    await program.credit(early!, 50);
    const lastWeek = await program.moveRecords(early!);
    advanceClock(7 * 86_400);
    await program.credit(late!, 10);

    await count(lastWeek);
    await count(await program.moveRecords(late!));

    await program.expectExact();
    const [lateView, earlyView] = await Promise.all([program.rankOf(late!), program.rankOf(early!)]);
    expect(lateView).toMatchObject({ rank: 2, weekly_rank: 1 });
    expect(earlyView).toMatchObject({ rank: 1, weekly_rank: 2 });
  }, 60_000);
});
