import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { queryPrefix } from '../../../shared/data/batch-reads.js';
import { ledgerPrefix } from '../../../shared/points/keys.js';
import { countRankMoves, rankMovesOf } from '../../../shared/points/index.js';
import { advanceClock, resetClock } from '../../../shared/support/clock.js';
import { call, newClient, newMember, unique } from '../../../local/walks/api.js';
import { creditPoints } from '../../../local/walks/points.js';
import { failTransactions, injectTransactionConflicts } from '../../helpers/transaction-conflicts.js';

/**
 * The rank mover (shared/points/rank-moves.ts): the moves points movements' ledger entries carry,
 * counted into rank entries and trees exactly once. The batches are built here from the members'
 * own ledger entries, as the stream hands them over; other suites' stream consumers may count
 * the same moves meanwhile, which the counts must survive as well.
 */

const get = (apiKey: string, path: string) => call('GET', path, { query: { api_key: apiKey } });

/** A stream batch of the members' ledger entries, in the order they were written. */
async function batchOf(clientId: string, memberIds: number[]): Promise<DynamoDBStreamEvent> {
  const entries = (
    await Promise.all(
      memberIds.map(async (id) => {
        const { PK, SKPrefix } = ledgerPrefix(clientId, id);
        return queryPrefix(PK, SKPrefix, { consistent: true });
      }),
    )
  ).flat();
  return { Records: entries.map((item) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) as any } })) };
}

/** Every member's rank, weekly rank and registrations as answered, against a brute-force count of their totals. */
async function expectExactRanks(apiKey: string, totals: Map<number, number>) {
  const rankOf = (points: number) => 1 + [...totals.values()].filter((other) => other > points).length;
  for (const [id, total] of totals) {
    const res = await get(apiKey, `/v2/users/${id}/rank`);
    expect({ id, ...res.body }).toMatchObject({ id, rank: rankOf(total), weekly_rank: rankOf(total), total_registrations: String(totals.size) });
  }
}

async function program(points: number[]) {
  const { clientId, apiKey } = await newClient();
  const totals = new Map<number, number>();
  for (const total of points) {
    const member = await newMember(apiKey, { username: unique('mover') });
    totals.set(member.id, 0);
    // Two movements each, so a member's moves count in version order.
    if (total > 0) {
      await creditPoints(clientId, member.id, Math.ceil(total / 2));
      await creditPoints(clientId, member.id, total - Math.ceil(total / 2));
    }
    totals.set(member.id, total);
  }
  return { clientId, apiKey, totals };
}

describe('rank moves: counted from the stream, exactly once', () => {
  afterEach(() => resetClock());

  it('counts a batch handed over again, and copies of it counted at once, once', async () => {
    const { clientId, apiKey, totals } = await program([300, 40, 40, 7_000, 2]);
    const batch = await batchOf(clientId, [...totals.keys()]);
    expect(rankMovesOf(batch)).toHaveLength(10);

    const first = await countRankMoves(rankMovesOf(batch));
    await Promise.all([countRankMoves(rankMovesOf(batch)), countRankMoves(rankMovesOf(batch)), countRankMoves(rankMovesOf(batch))]);
    const again = await countRankMoves(rankMovesOf(batch));

    expect(first.moves).toBe(10);
    expect(again.counted).toBe(0);
    await expectExactRanks(apiKey, totals);
  }, 60_000);

  it('counts a batch whose commit was not answered once, when it is handed over again', async () => {
    const { clientId, apiKey, totals } = await program([15, 900, 60]);
    const batch = await batchOf(clientId, [...totals.keys()]);
    const lost = failTransactions((input) => input.includes('rank_version'), { error: new Error('socket hang up'), committed: true });
    try {
      await expect(countRankMoves(rankMovesOf(batch))).rejects.toThrow('socket hang up');
    } finally {
      lost.stop();
    }
    expect(lost.failed()).toBeGreaterThan(0);

    await countRankMoves(rankMovesOf(batch));

    await expectExactRanks(apiKey, totals);
  }, 60_000);

  it('tries a group again when another writer held its nodes', async () => {
    const { clientId, apiKey, totals } = await program([5, 6, 7]);
    const batch = await batchOf(clientId, [...totals.keys()]);
    const conflicts = injectTransactionConflicts(2);
    try {
      await countRankMoves(rankMovesOf(batch));
    } finally {
      conflicts.stop();
    }
    expect(conflicts.remaining()).toBe(0);
    await expectExactRanks(apiKey, totals);
  }, 60_000);

  it("drops the moves of a member deleted before they were counted, and the trees lose exactly what they held of it", async () => {
    const { clientId, apiKey, totals } = await program([120, 80, 500]);
    const [stayerA, leaver, stayerB] = [...totals.keys()];
    await countRankMoves(rankMovesOf(await batchOf(clientId, [...totals.keys()])));
    // A move waits in the stream when the member leaves.
    await creditPoints(clientId, leaver!, 1_000);
    const pending = await batchOf(clientId, [leaver!]);

    expect((await call('DELETE', `/v2/users/${leaver}`, { query: { api_key: apiKey } })).status).toBe(200);
    const run = await countRankMoves(rankMovesOf(pending));

    expect(run.counted).toBe(0);
    totals.delete(leaver!);
    await expectExactRanks(apiKey, totals);
    expect(totals.has(stayerA!) && totals.has(stayerB!)).toBe(true);
  }, 60_000);

  it('counts a move into the week it was made in, even when counted in the next', async () => {
    const { clientId, apiKey, totals } = await program([0, 0]);
    const [early, late] = [...totals.keys()];
    await creditPoints(clientId, early!, 50);
    const lastWeek = await batchOf(clientId, [early!]);
    advanceClock(7 * 86_400);
    await creditPoints(clientId, late!, 10);

    await countRankMoves(rankMovesOf(lastWeek));
    await countRankMoves(rankMovesOf(await batchOf(clientId, [late!])));

    const lateView = (await get(apiKey, `/v2/users/${late}/rank`)).body;
    const earlyView = (await get(apiKey, `/v2/users/${early}/rank`)).body;
    expect(lateView).toMatchObject({ rank: 2, weekly_rank: 1 });
    expect(earlyView).toMatchObject({ rank: 1, weekly_rank: 2 });
  }, 60_000);
});
