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
 * Targets: at most 0.05 calls and 3 WCU per event counted; a batch handed over again counts
 * nothing; throughput at least half the local limit's.
 *
 * Environment: BENCH_BATCHES (20).
 */
import { randomUUID } from 'node:crypto';
import { startBenchTable } from './support/bench-table.js';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
const TARGETS = { callsPerEvent: 0.05, writeUnitsPerEvent: 3, throughputRatio: 0.5 };

process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { handler: countReportEvents } = await import('../functions/jobs/count-report-events.js');
const { documentClient, tableName } = await import('../shared/data/client.js');
const { operationOf } = await import('../local/dynamo-metrics.js');
const { outboxEvent } = await import('../shared/events/outbox.js');
const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
const { marshall } = await import('@aws-sdk/util-dynamodb');
const { nowSeconds } = await import('../shared/support/clock.js');
type OutboxEvent = ReturnType<typeof outboxEvent>;

const READS = new Set(['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems']);
let cost = { calls: 0, readUnits: 0, writeUnits: 0 };
documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const input = args.input as Record<string, unknown>;
    input.ReturnConsumedCapacity = 'TOTAL';
    try {
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
      const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, capacity) => sum + (capacity.CapacityUnits ?? 0), 0);
      cost[READS.has(operationOf(context.commandName)) ? 'readUnits' : 'writeUnits'] += units;
      return result;
    } finally {
      cost.calls++;
    }
  },
  { step: 'initialize', name: 'reportMeter' },
);

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
  cost = { calls: 0, readUnits: 0, writeUnits: 0 };
  const started = performance.now();
  let counted = 0;
  for (const batch of batches) counted += ((await countReportEvents(streamBatch(batch) as never, context)) as { counted?: number }).counted ?? 0;
  return { ms: performance.now() - started, counted, ...cost };
}

/** The local limit: bare TransactWriteItems of `items` puts each, as many as the counter sent. */
async function bareTransactions(transactions: number, items: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < transactions; index++) {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: items }, () => ({ Put: { TableName: tableName(), Item: { PK: `BENCH#${randomUUID()}`, SK: 'BARE' } } })),
      }),
    );
  }
  return performance.now() - started;
}

try {
  const busy = `bench-reports-${randomUUID().slice(0, 8)}`;
  // One busy program: batches of 100 events, a tenth of them written a day before (late records).
  const busyBatches = Array.from({ length: BATCHES }, (_unused, batch) =>
    Array.from({ length: 100 }, (_unused2, index) => mixedEvent(busy, batch * 100 + index, index % 10 === 0 ? 86_400 : 0)),
  );
  await countBatches(busyBatches.slice(0, 2)); // warm-up
  const one = await countBatches(busyBatches.slice(2));
  const retried = await countBatches([busyBatches[2] as OutboxEvent[]]);
  // A batch spread over 50 programs: two events each.
  const spread = Array.from({ length: BATCHES }, (_unused, batch) =>
    Array.from({ length: 100 }, (_unused2, index) => mixedEvent(`bench-spread-${batch}-${index % 50}`, batch * 100 + index, 0)),
  );
  const many = await countBatches(spread);
  const transactionsPerBatch = (one.calls - (BATCHES - 2)) / (BATCHES - 2);
  const bareMs = await bareTransactions(Math.round(one.calls - (BATCHES - 2)), 100);
  const events = (BATCHES - 2) * 100;

  const fmt = (value: number, digits = 2) => value.toFixed(digits);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const perEvent = (run: { calls: number; writeUnits: number; readUnits: number }, count: number) =>
    `${fmt(run.calls / count, 3)} calls, ${fmt(run.writeUnits / count)} WCU, ${fmt(run.readUnits / count)} RCU per event`;
  const ratio = bareMs / one.ms;
  const oneWithin = one.calls / one.counted <= TARGETS.callsPerEvent && one.writeUnits / one.counted <= TARGETS.writeUnitsPerEvent;
  const manyWithin = many.calls / many.counted <= TARGETS.callsPerEvent && many.writeUnits / many.counted <= TARGETS.writeUnitsPerEvent;
  console.log(`Report counter, stream batches of 100 outbox events (DynamoDB Local, ${new Date().toISOString().slice(0, 10)})`);
  console.log(`  one busy program: ${one.counted} of ${events} events counted (the rest count nothing), ${fmt(transactionsPerBatch)} transactions per batch`);
  console.log(`    ${perEvent(one, one.counted)}  target <= ${TARGETS.callsPerEvent} calls, ${TARGETS.writeUnitsPerEvent} WCU  ${verdict(oneWithin)}`);
  console.log(`  50 programs a batch: ${many.counted} events counted`);
  console.log(`    ${perEvent(many, many.counted)}  target <= ${TARGETS.callsPerEvent} calls, ${TARGETS.writeUnitsPerEvent} WCU  ${verdict(manyWithin)}`);
  console.log(`  a batch handed over again: ${retried.counted} events counted again, ${retried.calls} calls  target 0 counted  ${verdict(retried.counted === 0)}`);
  console.log(
    `  throughput: ${fmt((one.counted * 1000) / one.ms, 0)} events/s; bare TransactWriteItems of 100 puts, as many: ${fmt(bareMs, 0)} ms against the counter's ${fmt(one.ms, 0)} ms` +
      `  ratio ${fmt(ratio)}  target >= ${TARGETS.throughputRatio}  ${verdict(ratio >= TARGETS.throughputRatio)}`,
  );
  process.exitCode = oneWithin && manyWithin && retried.counted === 0 && ratio >= TARGETS.throughputRatio ? 0 : 1;
} finally {
  await dynamo.stop();
}
