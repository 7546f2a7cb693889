/**
 * npm run bench:reports — what counting the outbox stream into program reports costs, and how
 * fast it goes on the local stack.
 *
 * Stream batches of 100 outbox events (a realistic mix: credits by activity and purchase,
 * redemptions, new members, expiries, level changes, coupon use, profile updates that count
 * nothing) go through the report counter function as the event source mapping hands them over,
 * for one busy program and for a batch spread over 50 programs; then a batch handed over again
 * whole (a retried batch). Per event it prints DynamoDB calls, write and read units, and the
 * counter's throughput as a ratio to bare TransactWriteItems of as many items sent to the same
 * DynamoDB Local in the same run (the local limit).
 *
 * Targets: at most 0.05 calls and 3 WCU per event counted for a busy program, 5 when each
 * program of a batch has two events (its day and totals written for them) (WCU as AWS bills a transaction: 2
 * per KB of each item, dynamo-metrics.ts); a batch handed over again counts nothing; throughput
 * at least 70 % of the local limit's: the same transactions sent bare.
 *
 * Then the two-program lag case (bench/report-lag.ts): on the real local server, program X
 * credits at its full rate limit while program Y credits once a second; Y's lag from credit to
 * its summary, median and max, against 5 s.
 *
 * Environment: BENCH_BATCHES (20); BENCH_LAG_SECONDS (30), BENCH_LAG_RATE (100).
 */
import { randomUUID } from 'node:crypto';
import { printLag, twoProgramLag } from './report-lag.js';
import { startBenchTable } from './support/bench-table.js';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
const TARGETS = { callsPerEvent: 0.05, writeUnitsPerEvent: 3, spreadWriteUnitsPerEvent: 5, throughputRatio: 0.7 };

process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { handler: countReportEvents } = await import('../functions/jobs/count-report-events.js');
const { documentClient } = await import('../shared/data/client.js');
const { DynamoMeter, operationOf } = await import('../local/dynamo-metrics.js');
const { outboxEvent } = await import('../shared/events/outbox.js');
const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
const { marshall } = await import('@aws-sdk/util-dynamodb');
const { nowSeconds } = await import('../shared/support/clock.js');
type OutboxEvent = ReturnType<typeof outboxEvent>;

const meter = new DynamoMeter();
meter.attach(documentClient);
/** The transactions the counter sent, as sent: replayed bare for the local limit. */
const sent: Array<Record<string, unknown>> = [];
documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    if (recording && operationOf(context.commandName) === 'TransactWriteItems') sent.push(structuredClone(args.input as Record<string, unknown>));
    return next(args);
  },
  { step: 'initialize', name: 'transactionRecorder' },
);
let recording = false;

/** One event of the mix, for a member of the program, written `ago` seconds back. */
function mixedEvent(clientId: string, index: number, ago: number): OutboxEvent {
  const memberId = 1_000_000 + (index % 5_000);
  const at = nowSeconds() - ago;
  const roll = index % 20;
  const [type, data]: [OutboxEvent['type'], Record<string, unknown>] =
    roll < 9
      ? ['points.credited', { user_id: memberId, points: 50, source: 'activity', activity_id: String(100 + (index % 10)) }]
      : roll < 11
        ? ['points.credited', { user_id: memberId, points: 120, source: 'purchase', activity_id: null }]
        : roll < 14
          ? ['reward.redeemed', { user_id: memberId, points: 500, reward_id: String(200 + (index % 20)), quantity: 1 }]
          : roll < 16
            ? ['user.created', { user_id: memberId, tier: 'bronze' }]
            : roll < 17
              ? ['points.expired', { user_id: memberId, points: 30 }]
              : roll < 18
                ? ['tier.changed', { user_id: memberId, from: 'bronze', to: 'silver' }]
                : roll < 19
                  ? ['coupon.used', { user_id: memberId }]
                  : ['user.updated', { user_id: memberId, fields: ['first_name'] }];
  return outboxEvent(clientId, memberId, type, data, at);
}

/** A stream batch of outbox items, as the event source mapping hands them to the function. */
const streamBatch = (events: OutboxEvent[]) => ({
  Records: events.map((event) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall({ type: 'outbox_event', event }, { removeUndefinedValues: true }) } })),
});
const context = { getRemainingTimeInMillis: () => 60_000 } as never;

async function countBatches(batches: OutboxEvent[][]) {
  meter.reset();
  const started = performance.now();
  let counted = 0;
  for (const batch of batches) counted += ((await countReportEvents(streamBatch(batch) as never, context)) as { counted?: number }).counted ?? 0;
  const ms = performance.now() - started;
  const cost = meter.reset();
  return { ms, counted, calls: cost.calls, readUnits: cost.readUnits, writeUnits: cost.writeUnits, transactions: cost.transactWrites };
}

/**
 * The local limit: the very transactions the counter sent for a batch, sent again straight to
 * DynamoDB Local one after another (their marks under fresh keys, so they commit as the originals did).
 */
async function bareTransactions(transactions: Array<Record<string, unknown>>): Promise<number> {
  const replays = transactions.map((input) => ({
    TransactItems: (input.TransactItems as Array<Record<string, Record<string, unknown>>>).map((item) =>
      item.Put ? { Put: { ...item.Put, Item: { ...(item.Put.Item as Record<string, unknown>), PK: `BENCH#${randomUUID()}` } } } : item,
    ),
  }));
  const started = performance.now();
  for (const replay of replays) await documentClient.send(new TransactWriteCommand(replay as never));
  return performance.now() - started;
}

/** Each batch counted, then its transactions sent bare, alternately: both paths equally warm. */
async function alternated(batches: OutboxEvent[][]) {
  let counterMs = 0;
  let bareMs = 0;
  for (const batch of batches) {
    sent.length = 0;
    recording = true;
    const started = performance.now();
    await countReportEvents(streamBatch(batch) as never, context);
    counterMs += performance.now() - started;
    recording = false;
    bareMs += await bareTransactions(sent);
  }
  return { counterMs, bareMs };
}

try {
  const busy = `bench-reports-${randomUUID().slice(0, 8)}`;
  // One busy program: batches of 100 events, a tenth of them written a day before (late records).
  const busyBatches = Array.from({ length: BATCHES }, (_unused, batch) =>
    Array.from({ length: 100 }, (_unused2, index) => mixedEvent(busy, batch * 100 + index, index % 10 === 0 ? 86_400 : 0)),
  );
  // Warm-up: DynamoDB Local's first few hundred transactions run at half speed.
  await alternated(Array.from({ length: 10 }, (_unused, batch) => Array.from({ length: 100 }, (_unused2, index) => mixedEvent(`${busy}-warm`, batch * 100 + index, 0))));
  const one = await countBatches(busyBatches.slice(2));
  const retried = await countBatches([busyBatches[2] as OutboxEvent[]]);
  // A batch spread over 50 programs: two events each.
  const spread = Array.from({ length: BATCHES }, (_unused, batch) =>
    Array.from({ length: 100 }, (_unused2, index) => mixedEvent(`bench-spread-${batch}-${index % 50}`, batch * 100 + index, 0)),
  );
  const many = await countBatches(spread);
  const transactionsPerBatch = one.transactions / (BATCHES - 2);
  const speed = await alternated(
    Array.from({ length: BATCHES }, (_unused, batch) => Array.from({ length: 100 }, (_unused2, index) => mixedEvent(`${busy}-speed`, batch * 100 + index, index % 10 === 0 ? 86_400 : 0))),
  );
  const events = (BATCHES - 2) * 100;

  const fmt = (value: number, digits = 2) => value.toFixed(digits);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const perEvent = (run: { calls: number; writeUnits: number; readUnits: number }, count: number) =>
    `${fmt(run.calls / count, 3)} calls, ${fmt(run.writeUnits / count)} WCU, ${fmt(run.readUnits / count)} RCU per event`;
  const ratio = speed.bareMs / speed.counterMs;
  const speedEvents = BATCHES * 90;
  const oneWithin = one.calls / one.counted <= TARGETS.callsPerEvent && one.writeUnits / one.counted <= TARGETS.writeUnitsPerEvent;
  const manyWithin = many.calls / many.counted <= TARGETS.callsPerEvent && many.writeUnits / many.counted <= TARGETS.spreadWriteUnitsPerEvent;
  console.log(`Report counter, stream batches of 100 outbox events (DynamoDB Local, ${new Date().toISOString().slice(0, 10)})`);
  console.log(`  one busy program: ${one.counted} of ${events} events counted (the rest count nothing), ${fmt(transactionsPerBatch)} transactions per batch`);
  console.log(`    ${perEvent(one, one.counted)}  target <= ${TARGETS.callsPerEvent} calls, ${TARGETS.writeUnitsPerEvent} WCU  ${verdict(oneWithin)}`);
  console.log(`  50 programs a batch: ${many.counted} events counted`);
  console.log(`    ${perEvent(many, many.counted)}  target <= ${TARGETS.callsPerEvent} calls, ${TARGETS.spreadWriteUnitsPerEvent} WCU (each program's day and totals per two events)  ${verdict(manyWithin)}`);
  console.log(`  a batch handed over again: ${retried.counted} events counted again, ${retried.calls} calls  target 0 counted  ${verdict(retried.counted === 0)}`);
  console.log(
    `  throughput: ${fmt((speedEvents * 1000) / speed.counterMs, 0)} events/s counted; the same transactions sent bare, alternately: ${fmt(speed.bareMs, 0)} ms against the counter's ${fmt(speed.counterMs, 0)} ms` +
      `  ratio ${fmt(ratio)}  target >= ${TARGETS.throughputRatio}  ${verdict(ratio >= TARGETS.throughputRatio)}`,
  );
  process.exitCode = oneWithin && manyWithin && retried.counted === 0 && ratio >= TARGETS.throughputRatio ? 0 : 1;
} finally {
  await dynamo.stop();
}
// On its own server, once the handler's DynamoDB Local is gone.
const lag = await twoProgramLag();
printLag(lag);
if (!lag.pass) process.exitCode = 1;
