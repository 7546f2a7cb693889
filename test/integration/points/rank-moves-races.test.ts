import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MiddlewareStack } from '@smithy/types';
import { documentClient, tableName } from '../../../shared/data/client.js';
import { rankEntryKey } from '../../../shared/points/keys.js';
import { readRankEntry } from '../../../shared/points/rank-entries.js';
import { advanceClock, nowSeconds, resetClock } from '../../../shared/support/clock.js';
import { monthWindow } from '../../../shared/support/periods.js';
import { call, unique } from '../../../local/walks/api.js';
import { importFile } from '../../../local/walks/imports.js';
import { inParallel } from '../../../local/walks/points.js';
import { count, Program, type StreamRecord, versionOf } from '../../helpers/rank-program.js';

/**
 * Adversarial tests of the rank mover (shared/points/rank-moves.ts): stream batches are built
 * from the members' own ledger entries and handed to countRankMoves split, re-delivered,
 * overlapping, in parallel and racing deletions; after each scenario every member's rank, weekly
 * and monthly rank, total_registrations and neighbours are held to a brute-force count.
 *
 * No stream consumer runs in this file, but other suites' consumers read the same table's stream
 * and may count these moves too, at any moment: the checks hold whoever counts first (how many a
 * call counted is at most what was left; the ranks are exact in the end).
 */


const stack = () => documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;

/** Records the item count of every rank mover transaction (those that move a rank entry) sent from now on. */
function watchMoverTransactions() {
  const name = `watchMover${Math.random().toString(36).slice(2)}`;
  const sizes: number[] = [];
  stack().add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand' && JSON.stringify(args.input).includes('rank_version')) sizes.push(args.input.TransactItems.length);
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { sizes, stop: () => stack().remove(name) };
}


/** Members at 50 and 200 points, counted, and a third with three moves (100, 200, 400 points) still to count. */
async function threeMovesOfOne() {
  const program = await Program.create(3);
  const [mover, low, high] = program.ids as [number, number, number];
  await program.credit(low, 50);
  await program.credit(high, 200);
  await count(await program.streamOf([low, high]));
  for (const points of [100, 200, 400]) await program.credit(mover, points);
  const moves = (await program.moveRecords(mover)) as [StreamRecord, StreamRecord, StreamRecord];
  return { program, mover, moves };
}

describe('rank mover: splits, copies, races and lost moves', () => {
  afterEach(() => resetClock());

  it('counts batches split at every kind of point, and Lambda bisect re-deliveries of a tail, exactly once', async () => {
    const program = await Program.create(5);
    const [a, b, c, d, e] = program.ids as [number, number, number, number, number];
    // Moves of several sizes, with redemptions between them (version gaps with no move).
    const plan: Array<[number, number]> = [
      [a, 300], [b, 40], [a, 7], [c, 900], [b, 260], [d, 1], [a, 5_000], [c, 1], [e, 256], [b, 1], [e, 1], [d, 299],
    ];
    for (const [id, points] of plan) {
      await program.credit(id, points);
      if (points % 2 === 1) await program.debit(id, 1);
    }
    const records = await program.streamOf();
    expect(records).toHaveLength(plan.length);

    // In order: a first batch; its tail and the next handed over again together (bisect-on-error);
    // a one-record batch from the middle again; the last third; the whole stream once more.
    const runs = [
      await count(records.slice(0, 4)),
      await count(records.slice(2, 7)),
      await count(records.slice(5, 6)),
      await count(records.slice(6, 9)),
      await count(records.slice(8)),
      await count(records),
    ];

    // Alone, the runs count 4, 3, 0, 2, 3, 0; another suite's consumer may have counted some first.
    expect(runs.map((run, i) => run.counted <= [4, 3, 0, 2, 3, 0][i]!)).toEqual(runs.map(() => true));
    expect(runs.reduce((sum, run) => sum + run.counted, 0)).toBeLessThanOrEqual(plan.length);
    await program.expectExact();
  }, 60_000);

  it('counts a member whose moves are spread over batches in reverse halves re-delivered, with gaps of versions between them', async () => {
    const program = await Program.create(3);
    const [mover, x, y] = program.ids as [number, number, number];
    await program.credit(x, 500);
    await program.credit(y, 120);
    for (const points of [10, 20, 30, 40, 50, 60]) {
      await program.credit(mover, points);
      await program.debit(mover, 5);
      await program.debit(mover, 1);
    }
    const own = await program.moveRecords(mover);
    const versions = own.map(versionOf);
    // Versions grow by 3 a move: the debits in between carry nothing.
    expect(versions.slice(1).map((v, i) => v - versions[i]!)).toEqual([3, 3, 3, 3, 3]);

    await count(await program.streamOf([x, y]));
    await count(own.slice(0, 1));
    await count(own.slice(0, 3)); // the first again with what follows
    await count(own.slice(1, 3)); // all counted: nothing
    await count(own.slice(2)); // the third again, then the rest

    expect((await readRankEntry(program.clientId, mover))?.version).toBe(versions.at(-1));
    await program.expectExact();
  }, 60_000);

  it('groups 150 members of one batch into transactions of at most 100 items, counts each move once, and survives a member counted already and one deleted mid-group', async () => {
    const program = await Program.create(150);
    const ids = program.ids;
    // Spread values: many members share low leaves, many sit alone high up the lifetime tree.
    await inParallel(
      ids.map((id, i) => async () => {
        await program.credit(id, i % 2 === 0 ? 1 + ((i * 37) % 250) : 1_000 + ((i * 104_729) % 3_000_000));
        if (i % 3 === 0) await program.credit(id, 1 + ((i * 13) % 700));
      }),
      8,
    );
    const records = await program.streamOf();
    const [early, leaver] = [ids[40]!, ids[90]!];
    // One member's first move counted already, by an earlier batch; another member leaves before the batch is counted.
    const earlyRecords = await program.moveRecords(early);
    await count(earlyRecords.slice(0, 1));
    const leaverMoves = (await program.moveRecords(leaver)).length;
    await program.remove(leaver);

    const watch = watchMoverTransactions();
    let run: Awaited<ReturnType<typeof count>>;
    try {
      run = await count(records);
    } finally {
      watch.stop();
    }

    expect(run.moves).toBe(records.length);
    expect(run.counted).toBeLessThanOrEqual(records.length - 1 - leaverMoves);
    expect(run.transactions).toBeGreaterThan(1);
    // No transaction past DynamoDB's bound, whatever the members' states grouped together.
    expect(watch.sizes.every((size) => size <= 100)).toBe(true);
    expect((await count(records)).counted).toBe(0);
    await program.expectExact();
  }, 60_000);

  it('keeps the trees exact when a member leaves between two halves of its moves, and when deletions race parallel counts', async () => {
    const program = await Program.create(8);
    const ids = program.ids;
    for (const [i, id] of ids.entries()) {
      await program.credit(id, 100 + i * 90);
      await program.debit(id, 3);
      await program.credit(id, 50 * (i % 3) + 1);
      await program.credit(id, i % 2 === 0 ? 70_000 : 2);
    }
    const records = await program.streamOf();
    const [halfCounted, racerA, racerB, racerC] = [ids[0]!, ids[3]!, ids[4]!, ids[6]!];

    // Half of the member's moves counted, the member leaves, the whole batch handed over again.
    await count((await program.moveRecords(halfCounted)).slice(0, 2));
    await program.remove(halfCounted);
    await count(records.slice(0, records.length / 2));
    // Deletions while three copies of the rest (overlapping the counted half) are counted at once.
    await Promise.all([
      count(records.slice(records.length / 2 - 3)),
      program.remove(racerA),
      count(records),
      program.remove(racerB),
      count(records.slice(5)),
    ]);
    // A member with a move waiting leaves while the same batch is counted again.
    await program.credit(racerC, 12_345);
    const pending = await program.streamOf();
    await Promise.all([program.remove(racerC), count(pending), count(pending)]);
    await count(pending);

    expect(await readRankEntry(program.clientId, racerC)).toBeUndefined();
    await program.expectExact();
  }, 60_000);

  it('moves members across the top digits of the trees and across weeks and months, counted late and in split batches', async () => {
    const program = await Program.create(5);
    const [big, small, mid, capped, late] = program.ids as [number, number, number, number, number];
    await program.credit(big, 70_000);
    await program.credit(small, 1_000);
    await program.credit(big, 1_000_000);
    await program.credit(mid, 300);
    const firstWeek = await program.streamOf();
    advanceClock(7 * 86_400);
    await program.credit(big, 5_000_000);
    await program.credit(small, 200);
    // Past 2^24: the lifetime tree's top digit moves, the week and month trees hold the member at their cap.
    await program.credit(capped, 16_777_300);
    await program.credit(mid, 65_236); // 300 + 65,236 = 65,536: the lifetime tree's second digit turns over

    // Last week's moves counted only now, the first half before the rest.
    await count(firstWeek.slice(0, 2));
    await count(await program.streamOf());
    await program.expectExact();

    // Five weeks on: another week and another month; one member earns, the others' windows are empty.
    advanceClock(35 * 86_400);
    await program.credit(late, 5);
    await program.credit(small, 65_000);
    const everything = await program.streamOf();
    await count(everything.slice(-1));
    await count(everything);
    await program.expectExact();
  }, 60_000);

  it('counts an existing member whose opening balance comes in an import between its credits', async () => {
    const program = await Program.create(3);
    const [imported, other, third] = program.ids as [number, number, number];
    const email = `${unique('import')}@example.com`;
    expect((await call('PUT', `/v2/users/${imported}`, { query: { api_key: program.apiKey }, body: { email_address: email } })).status).toBe(200);
    await program.credit(imported, 40);
    await program.credit(other, 900);
    const before = await program.streamOf();
    const done = await importFile(program.clientId, 'members', 'ndjson', JSON.stringify({ email_address: email, redeemable_points: 600, total_points: 1_000 }));
    expect(done).toMatchObject({ rows_done: 1, rows_failed: 0 });
    // Opening balances count in the month, not the week.
    program.earned(imported, 1_000, undefined, monthWindow(nowSeconds()).id);
    await program.credit(imported, 3);
    await program.credit(third, 1_040);

    await count(before.slice(0, 1));
    await count(await program.streamOf());

    expect((await call('GET', `/v2/users/${imported}`, { query: { api_key: program.apiKey } })).body.total_points).toBe(1_043);
    await program.expectExact();
  }, 60_000);

  it('takes a new member imported with an opening balance out of the monthly tree when it is deleted before it earns again', async () => {
    const program = await Program.create(1);
    const [stayer] = program.ids as [number];
    const thirdPartyId = unique('opening');
    const row = {
      third_party_id: thirdPartyId,
      first_name: 'Opening',
      last_name: 'Balance',
      date_of_birth: 631152000,
      email_address: `${thirdPartyId}@example.com`,
      postal_code: '10001',
      redeemable_points: 500,
      total_points: 500,
    };
    const done = await importFile(program.clientId, 'members', 'ndjson', JSON.stringify(row));
    expect(done).toMatchObject({ rows_done: 1, rows_failed: 0 });
    const importedId = (await call('GET', `/v2/users/${thirdPartyId}`, { query: { api_key: program.apiKey, id_type: 'third_party_id' } })).body.id as number;
    program.track(importedId);
    program.earned(importedId, 500, undefined, monthWindow(nowSeconds()).id);
    await program.credit(stayer, 100);
    await count(await program.streamOf([stayer]));
    // Counted in the month tree by the import's chunk: the stayer ranks second this month.
    await program.expectExact();

    await program.remove(importedId);

    // The stayer is alone: first overall, first this month.
    await program.expectExact();
  }, 60_000);

  it('counts every move once when two consumers count overlapping batches of one member at once and the later overtakes the earlier', async () => {
    const { program, mover, moves } = await threeMovesOfOne();
    const [m2, m3, m4] = moves;

    // One consumer holds [m2, m3], another [m3, m4]; the second one's transaction reaches the table first.
    await count([m3, m4]);
    await count([m2, m3]);

    expect((await readRankEntry(program.clientId, mover))?.totalPoints).toBe(700);
    await program.expectExact();
  }, 60_000);

  it('recovers the trees from the next move when one move never reaches the mover (its record dropped after the retries)', async () => {
    const { program, moves } = await threeMovesOfOne();
    const [, m3, m4] = moves;

    // m2's record went to the mapping's on-failure queue (retryAttempts: 10); the stream goes on with m3 and m4.
    await count([m3]);
    await count([m4]);

    await program.expectExact();
  }, 60_000);

  it('takes a member whose rank entry predates rank_version out of the trees exactly when it leaves with a move still in the stream', async () => {
    const program = await Program.create(3);
    const [leaver, low, high] = program.ids as [number, number, number];
    await program.credit(low, 50);
    await program.credit(high, 150);
    await program.credit(leaver, 100);
    await count(await program.streamOf());
    // The entry as the code before the rank mover wrote it (and as the bulk loaders still do):
    // no rank_version, no window counts; the trees count the member's points as they stand.
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: rankEntryKey(program.clientId, leaver), UpdateExpression: 'REMOVE rank_version, rank_week, rank_month' }),
    );
    await program.expectExact();

    // A credit after the deploy: its move waits in the stream when the member leaves.
    await program.credit(leaver, 200);
    const pending = await program.moveRecords(leaver);
    await program.remove(leaver);
    const run = await count(pending);

    expect(run.counted).toBe(0);
    await program.expectExact();
  }, 60_000);
});
