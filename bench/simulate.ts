/**
 * npm run bench:simulate — a what-if simulation over 90 days of a program's history. Starts its
 * own DynamoDB Local and loads BENCH_SIMULATE_MEMBERS members (100,000 by default) with 90 days
 * of history (BatchWriteItem of the items the live path writes, by the product's own builders:
 * members, rank entries, activity credits in the ledger, purchases with their member records,
 * custom events with their marks), and three active rules. Then, in one run:
 *  - the history read once: every member's same reads (member, ledger, purchases, events,
 *    memberships) at the simulation's parallelism, nothing decided: the floor any replay pays;
 *  - the simulation: asked through the route and run to its end by the local runner of the state
 *    machine's steps (plan, shard walks of 100-member pages, finish).
 * Prints time and read units of both, members a second, and PASS/FAIL against the targets (stated
 * as ratios to reading the history once); writes bench/results/simulate.json.
 * Environment: BENCH_SIMULATE_MEMBERS (100000), BENCH_SIMULATE_DAYS (90).
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBenchTable } from './support/bench-table.js';

const MEMBERS = Number((process.env.BENCH_SIMULATE_MEMBERS ?? '100000').replaceAll('_', ''));
const DAYS = Number(process.env.BENCH_SIMULATE_DAYS ?? 90);
if (!Number.isInteger(MEMBERS) || MEMBERS < 100) throw new Error(`BENCH_SIMULATE_MEMBERS must be a whole number of at least 100; got ${MEMBERS}`);
const DAY = 86_400;
const LOAD_CHUNK = 2_000;
/** The simulation within twice the time and 1.2 times the read units of reading the same history once. */
const TARGETS = { timeRatio: 2, readUnitsRatio: 1.2 };

const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { documentClient } = await import('../shared/data/client.js');
const { putNewMemberItem } = await import('../shared/member-store/index.js');
const { rankEntryProfile, rankEntryRecord } = await import('../shared/points/rank-entries.js');
const { shardOf } = await import('../shared/points/rank-tree.js');
const { newLedgerEntryId } = await import('../shared/points/keys.js');
const { putLedgerEntryItem } = await import('../shared/points/ledger-repository.js');
const { putMemberPurchaseItem, putPurchaseItem } = await import('../shared/purchases/purchase-repository.js');
const { putEventRecordItem, putEventRefItem } = await import('../shared/custom-events/event-repository.js');
const { batchWrite, rankTreeItems } = await import('./support/bulk-load.js');
const { createClient } = await import('../shared/programs/clients.js');
const { readClient } = await import('../shared/programs/index.js');
const { nowSeconds } = await import('../shared/support/clock.js');
const { mintMemberId } = await import('../shared/members/member-writes.js');
const { dispatch } = await import('../local/dispatch.js');
const { runSimulation } = await import('../local/simulations.js');
const { DynamoMeter } = await import('../local/dynamo-metrics.js');
const { inParallel } = await import('../shared/data/in-parallel.js');
const { getMember } = await import('../shared/member-store/index.js');
const { ledgerBetween } = await import('../shared/points/index.js');
const { purchaseTriggersBetween } = await import('../shared/purchases/index.js');
const { eventTriggersBetween } = await import('../shared/custom-events/index.js');
const { membershipsOf } = await import('../shared/segments/index.js');
const { SHARDS_IN_PARALLEL } = await import('../local/pipeline-steps.js');
type MemberRecord = import('../shared/member-store/index.js').MemberRecord;

const now = nowSeconds();
const since = now - DAYS * DAY;
const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}`, 'content-type': 'application/json' };
const admin = async (method: string, path: string, body?: unknown) => {
  const res = await dispatch({ method, path: `/admin/v1/clients/${clientId}${path}`, headers: ADMIN, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${path} answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body);
};

const { client_id: clientId } = await createClient('Simulation benchmark', { rate_limit_per_second: 100_000, purchase_v1: true, points_per_currency_unit: 1 });
await admin('POST', '/event_types', { name: 'review', title: 'Review', attributes: [{ key: 'stars', type: 'number', required: true }] });
const visit = await admin('POST', '/activities', { name: 'Visit', title: 'Visit', num_points: 10 });
const coffee = {
  name: 'Coffee double',
  trigger: { kind: 'purchase' },
  conditions: { all: [{ field: 'purchase.items[].category', op: 'eq', value: 'coffee' }] },
  effect: { kind: 'per_unit', points: 2, per: 1, of: 'purchase.items[category=coffee].amount' },
  limits: { per_member: { count: 3, period: 'week' } },
};
const coffeeRule = await admin('POST', '/rules', { status: 'active', ...coffee });
await admin('POST', '/rules', { status: 'active', name: 'Regulars', trigger: { kind: 'activity', activity_id: String(visit.id) }, conditions: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 100 }] }, effect: { kind: 'fixed', points: 5 } });
await admin('POST', '/rules', { status: 'active', name: 'Good reviews', trigger: { kind: 'event', event_type: 'review' }, conditions: { all: [{ field: 'event.attributes.stars', op: 'gte', value: 4 }] }, effect: { kind: 'fixed', points: 20 } });

/** One member and its history: a visit, a purchase or a review on about one day in ten. */
function memberItems(index: number, ranked: Array<{ id: number; all: number; week: number; month: number }>, counts: { triggers: number }): Array<Record<string, unknown>> {
  const id = mintMemberId();
  const items: Array<Record<string, unknown>> = [];
  let total = 0;
  for (let day = 0; day < DAYS; day++) {
    if (randomInt(10) !== 0) continue;
    const at = since + day * DAY + randomInt(DAY);
    const kind = randomInt(3);
    counts.triggers += 1;
    if (kind === 0) {
      total += 10;
      const entry = { entry_id: newLedgerEntryId(at), kind: 'activity', num_points: 10, counts_toward_total: true, activity_id: String(visit.id), name: 'Visit', notes: null, extra_data: null, date_created: at, ending_total: total, ending_redeemable: total };
      items.push(putLedgerEntryItem(clientId, id, entry).Put!.Item!);
    } else if (kind === 1) {
      const spend = 1 + randomInt(8);
      const receipt = `r-${index}-${day}`;
      items.push(
        putPurchaseItem({ client_id: clientId, receipt_id: receipt, date_purchase: at, total: spend + 5, tax: null, shipping: null, items: [{ id: 'LATTE', quantity: 1, price: spend, category: 'coffee' }, { id: 'CAKE', quantity: 1, price: 5 }], loc_id: null, coupon_codes: [], points: spend + 5, base_points: spend + 5, bonus_points: 0, member_id: id, date_created: at }).Put!.Item!,
        putMemberPurchaseItem(clientId, id, { receipt_id: receipt, date_purchase: at, total: spend + 5, points: spend + 5, kind: 'purchase' }).Put!.Item!,
      );
    } else {
      const record = { client_id: clientId, event_id: `e-${index}-${day}`, fingerprint: 'bench', member_id: id, event_type: 'review', occurred_at: at, attributes: { stars: 1 + randomInt(5) }, answer: { credits: [], skipped: [] }, explanation: null, date_created: at };
      items.push(putEventRecordItem(record).Put!.Item!, putEventRefItem(record).Put!.Item!);
    }
  }
  const member: MemberRecord = { client_id: clientId, id, first_name: 'Bench', last_name: `Member ${index}`, is_active: true, total_points: total, redeemable_points: total, num_points_purchased: 0, version: 1, date_created: since - DAY };
  items.push(putNewMemberItem(member).Put!.Item!, rankEntryRecord(clientId, id, shardOf(id), rankEntryProfile(member), { totalPoints: total }));
  ranked.push({ id, all: total, week: 0, month: 0 });
  return items;
}

const loadStarted = Date.now();
const ranked: Array<{ id: number; all: number; week: number; month: number }> = [];
const counts = { triggers: 0 };
for (let start = 0; start < MEMBERS; start += LOAD_CHUNK) {
  const items: Array<Record<string, unknown>> = [];
  for (let i = start; i < Math.min(MEMBERS, start + LOAD_CHUNK); i++) items.push(...memberItems(i, ranked, counts));
  await batchWrite(items, 8);
}
await batchWrite(rankTreeItems(clientId, ranked, now), 8);
const loadSeconds = (Date.now() - loadStarted) / 1000;
console.log(`loaded ${MEMBERS.toLocaleString('en-US')} members and ${counts.triggers.toLocaleString('en-US')} triggers of ${DAYS} days in ${loadSeconds.toFixed(1)} s`);

const meter = new DynamoMeter();
meter.attach(documentClient);
// The simulation's parallelism: shard walks at once, each page replaying 8 members at once.
const PARALLEL = SHARDS_IN_PARALLEL * 8;

try {
  const client = await readClient(clientId);
  meter.reset();
  let began = performance.now();
  await inParallel(
    ranked.map((member) => member.id),
    PARALLEL,
    async (memberId) => {
      await Promise.all([getMember(clientId, memberId), ledgerBetween(clientId, memberId, 0, now), purchaseTriggersBetween(client, memberId, since, now), eventTriggersBetween(clientId, memberId, since, now), membershipsOf(clientId, memberId)]);
    },
  );
  const read = { seconds: (performance.now() - began) / 1000, readUnits: meter.reset().readUnits };

  const iso = (at: number) => new Date(at * 1000).toISOString();
  began = performance.now();
  const asked = await admin('POST', '/simulations', { since: iso(since), until: iso(now), rules: [{ ...coffee, name: 'Coffee quadruple', effect: { ...coffee.effect, points: 4 } }], replace: [coffeeRule.rule_id] });
  await runSimulation(clientId, asked.simulation_id);
  const done = await admin('GET', `/simulations/${asked.simulation_id}`);
  const simulated = { seconds: (performance.now() - began) / 1000, readUnits: meter.reset().readUnits };
  if (done.status !== 'done') throw new Error(`the simulation ended ${done.status}: ${done.failure}`);

  const timeRatio = simulated.seconds / read.seconds;
  const readUnitsRatio = simulated.readUnits / read.readUnits;
  const verdicts = [
    { what: `time within ${TARGETS.timeRatio}x reading the history once (${timeRatio.toFixed(2)}x)`, pass: timeRatio <= TARGETS.timeRatio },
    { what: `read units within ${TARGETS.readUnitsRatio}x reading the history once (${readUnitsRatio.toFixed(2)}x)`, pass: readUnitsRatio <= TARGETS.readUnitsRatio },
    { what: `every member walked (${done.result.members_walked} of ${MEMBERS})`, pass: done.result.members_walked === MEMBERS },
  ];
  const perSecond = (seconds: number) => Math.round(MEMBERS / seconds).toLocaleString('en-US');
  console.log(`\nA ${DAYS}-day simulation of ${MEMBERS.toLocaleString('en-US')} members (${counts.triggers.toLocaleString('en-US')} triggers), ${PARALLEL} members at once`);
  console.log('  run                          | seconds | members/s | RCU');
  console.log(`  history read once            | ${read.seconds.toFixed(1).padStart(7)} | ${perSecond(read.seconds).padStart(9)} | ${read.readUnits.toFixed(0)}`);
  console.log(`  simulation (route to result) | ${simulated.seconds.toFixed(1).padStart(7)} | ${perSecond(simulated.seconds).padStart(9)} | ${simulated.readUnits.toFixed(0)}`);
  console.log(`  result: ${done.result.triggers_replayed.purchases} purchases, ${done.result.triggers_replayed.activity_credits} activity credits, ${done.result.triggers_replayed.events} events replayed; simulated ${done.result.simulated_points} rule points, ${done.result.members_affected} members affected`);
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.what}`);
  const out = resolve('bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'simulate.json'), `${JSON.stringify({ members: MEMBERS, days: DAYS, triggers: counts.triggers, loadSeconds, read, simulated, targets: TARGETS, verdicts }, null, 2)}\n`);
  if (!verdicts.every((v) => v.pass)) process.exitCode = 1;
} finally {
  await dynamo.stop();
}
