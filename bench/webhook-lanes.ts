/**
 * npm run bench:webhooks — what a webhook delivery costs in DynamoDB, and what its member's lane
 * (the order of a member's events to one endpoint, across stream batches) adds to it.
 *
 * The events are made through the routes (members created and updated) and dispatched through the
 * table stream by the dispatcher function, as in AWS; a local receiver answers them. Two cases:
 *   - clear lanes: MEMBERS members, EVENTS_PER_MEMBER events each, every attempt accepted;
 *   - a held lane: one member whose receiver answers 500, HELD_EVENTS events dispatched one batch
 *     at a time; the dispatch of the 2nd event (1 outstanding ahead of it) and of the last
 *     (HELD_EVENTS - 1 ahead) must cost the same: a lane's check reads one marker, however long.
 *
 * Targets: the lane adds at most 3 calls, 2 write units and 1 read unit to a delivery; a held
 * lane's dispatch costs the same whatever waits ahead of it.
 *
 * Environment: BENCH_MEMBERS (50), BENCH_EVENTS_PER_MEMBER (4), BENCH_HELD_EVENTS (40).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBenchTable } from './support/bench-table.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const EVENTS_PER_MEMBER = Number(process.env.BENCH_EVENTS_PER_MEMBER ?? 4);
const HELD_EVENTS = Number(process.env.BENCH_HELD_EVENTS ?? 40);
const TARGETS = { laneCalls: 3, laneWriteUnits: 2, laneReadUnits: 1 };

process.env.POWERTOOLS_METRICS_DISABLED = 'true';
// The bench's receiver listens on 127.0.0.1, as the local server's and the tests' do.
process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { dispatch } = await import('../local/dispatch.js');
const { startStreamConsumer } = await import('../local/stream-consumer.js');
const { documentClient } = await import('../shared/data/client.js');
const { operationOf } = await import('../local/dynamo-metrics.js');
const { RATE_WINDOW_PARTITIONS } = await import('../shared/programs/keys.js');

/** Calls and capacity, all of a dispatch and the part that touched a lane partition. */
interface LaneCost {
  calls: number;
  readUnits: number;
  writeUnits: number;
  laneCalls: number;
  laneReadUnits: number;
  laneWriteUnits: number;
}
const zero = (): LaneCost => ({ calls: 0, readUnits: 0, writeUnits: 0, laneCalls: 0, laneReadUnits: 0, laneWriteUnits: 0 });
let cost = zero();
const READS = new Set(['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems']);
/** Lane partitions are CLIENT#<client>#WEBHOOK#<id>#LANE#<member> (shared/webhooks/keys.ts). */
const touchesLane = (input: unknown) => JSON.stringify(input).includes('#LANE#');
/** The routes' rate-limit window writes go out on their own, after a request answers: not the dispatcher's. */
const RATE_WINDOW_PREFIX = RATE_WINDOW_PARTITIONS.replace('*', '');
const isRateWindow = (input: Record<string, unknown>) => String((input.Key as Record<string, unknown> | undefined)?.PK ?? '').startsWith(RATE_WINDOW_PREFIX);

documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const operation = operationOf(context.commandName);
    const input = args.input as Record<string, unknown>;
    if (isRateWindow(input)) return next(args);
    input.ReturnConsumedCapacity = 'TOTAL';
    const lane = touchesLane(input);
    const result = await next(args);
    const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
    const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, capacity) => sum + (capacity.CapacityUnits ?? 0), 0);
    const read = READS.has(operation);
    cost.calls++;
    cost[read ? 'readUnits' : 'writeUnits'] += units;
    if (lane) {
      cost.laneCalls++;
      cost[read ? 'laneReadUnits' : 'laneWriteUnits'] += units;
    }
    return result;
  },
  { step: 'initialize', name: 'laneMeter' },
);

/** A receiver that accepts every delivery, or answers 500 to every one while `failing`. */
let failing = false;
let accepted = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (failing) res.writeHead(500).end();
    else {
      accepted++;
      res.writeHead(204).end();
    }
  });
});
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));

const admin = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };
async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, query: Record<string, string> = {}) {
  const res = await dispatch({ method, path, query, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed = JSON.parse(res.body ?? '{}');
  if (res.statusCode >= 300) throw new Error(`${method} ${path} answered ${res.statusCode}: ${res.body}`);
  return parsed;
}

const consumer = await startStreamConsumer(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
/** Reads the stream until it is drained, as the event source mapping would. */
async function drain() {
  for (let read = 0; read < 50; read++) if ((await consumer.readOnce()) === 0 && read > 0) return;
}

try {
  const client = await send('POST', '/admin/v1/clients', { name: 'Webhook bench' }, admin);
  const apiKey = client.api_key as string;
  const clientId = client.client_id as string;
  await send('POST', `/admin/v1/clients/${clientId}/webhooks`, { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, events: ['*'] }, admin);
  const key = { api_key: apiKey };
  let serial = 0;
  const newMember = () =>
    send('POST', '/v2/users', { first_name: 'Bench', last_name: 'Member', email_address: `bench${serial++}@example.com`, date_of_birth: 631152000, postal_code: '10001' }, {}, key);
  const touch = (id: number, index: number) => send('PUT', `/v2/users/${id}`, { first_name: `Bench${index}` }, {}, key);
  await drain();

  // Clear lanes: every member's events in a few stream batches, all accepted.
  const members = [];
  for (let index = 0; index < MEMBERS; index++) members.push(await newMember());
  for (let round = 1; round < EVENTS_PER_MEMBER; round++) for (const member of members) await touch(member.id, round);
  cost = zero();
  accepted = 0;
  await drain();
  const clear = { ...cost };
  const deliveries = accepted;
  if (deliveries !== MEMBERS * EVENTS_PER_MEMBER) throw new Error(`expected ${MEMBERS * EVENTS_PER_MEMBER} deliveries, the receiver accepted ${deliveries}`);
  const per = (value: number) => value / deliveries;

  // A held lane: the receiver refuses the member's events; each later event waits behind the first.
  failing = true;
  const held = await newMember();
  await drain();
  const dispatches: LaneCost[] = [];
  for (let index = 1; index < HELD_EVENTS; index++) {
    await touch(held.id, index);
    cost = zero();
    await drain();
    dispatches.push({ ...cost });
  }
  const second = dispatches[0]!;
  const last = dispatches.at(-1)!;

  const fmt = (value: number) => value.toFixed(2);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const laneWithin = per(clear.laneCalls) <= TARGETS.laneCalls && per(clear.laneWriteUnits) <= TARGETS.laneWriteUnits && per(clear.laneReadUnits) <= TARGETS.laneReadUnits;
  const bounded = last.calls === second.calls && last.readUnits === second.readUnits && last.writeUnits === second.writeUnits;
  console.log(`Webhook deliveries, ${deliveries} events of ${MEMBERS} members to one endpoint (DynamoDB Local, ${new Date().toISOString().slice(0, 10)})`);
  console.log(`  per delivery: ${fmt(per(clear.calls))} calls, ${fmt(per(clear.readUnits))} RCU, ${fmt(per(clear.writeUnits))} WCU`);
  console.log(
    `  of which the lane: ${fmt(per(clear.laneCalls))} calls, ${fmt(per(clear.laneReadUnits))} RCU, ${fmt(per(clear.laneWriteUnits))} WCU ` +
      `(${Math.round((100 * clear.laneCalls) / clear.calls)} % of calls, ${Math.round((100 * (clear.laneReadUnits + clear.laneWriteUnits)) / (clear.readUnits + clear.writeUnits))} % of capacity)` +
      `  target <= ${TARGETS.laneCalls} calls, ${TARGETS.laneReadUnits} RCU, ${TARGETS.laneWriteUnits} WCU  ${verdict(laneWithin)}`,
  );
  console.log('  (DynamoDB Local answers an empty Query as 0 units; AWS bills a consistent Query at least 1 RCU, which the target allows.)');
  console.log(`A held lane (the receiver refuses one member's events), one event per stream batch:`);
  console.log(`  event 2 (1 outstanding ahead): ${second.calls} calls, ${fmt(second.readUnits)} RCU, ${fmt(second.writeUnits)} WCU (lane: ${second.laneCalls} calls)`);
  console.log(
    `  event ${HELD_EVENTS} (${HELD_EVENTS - 1} outstanding ahead): ${last.calls} calls, ${fmt(last.readUnits)} RCU, ${fmt(last.writeUnits)} WCU (lane: ${last.laneCalls} calls)` +
      `  target: the same as event 2  ${verdict(bounded)}`,
  );
  process.exitCode = laneWithin && bounded ? 0 : 1;
} finally {
  await consumer.stop();
  receiver.closeAllConnections();
  receiver.close();
  await dynamo.stop();
}
