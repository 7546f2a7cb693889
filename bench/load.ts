/**
 * npm run bench:load — the service under load, against the table's own limit.
 *
 * Starts the real local server (`npm start`'s, in memory, scheduled jobs off, logging and
 * recording metrics as the deployed functions do) as a child process, seeds a program through its
 * API, then for each route class (reads of members, points and rewards; activity credits;
 * redemptions; purchases; coupon use) runs closed loops over HTTP at
 * concurrency 1, 4, 16 and 64, every request fresh and valid, with the api_key and catalogue
 * caches warm as in production. In the same run, the very DynamoDB calls one request of the class
 * makes (captured through the route table in this process, round by round) are sent straight to
 * the server's DynamoDB Local at the same concurrency, by the bare SDK client: the local limit. The two alternate class by
 * class and level by level, so both are equally warm. Per class and level it prints requests/s,
 * p50, p99, errors, the ratio to the limit's throughput, and the server process's CPU ms per
 * request (its user and system time from /proc, DynamoDB Local's Java process apart). Locally the
 * server's process also runs the stream consumers (report counts, webhook dispatch), which in AWS
 * are functions of their own: the server's stream reader is held while a class runs (SIGUSR2) and
 * released after it, so the routes' CPU and the consumers' (the backlog drained, the idle reader's
 * own polling taken out) are measured apart.
 *
 * The SDK's own CPU for a request's calls, and the limit's throughput, come from a process of its
 * own that holds nothing but the SDK's document client (bench/support/bare-sdk-client.ts): the
 * same calls made bare at the same concurrency, its CPU per request from its own usage.
 *
 * Targets: at concurrency 16 the routes' CPU per request at most 1.5x the SDK's own for reads and
 * 2x for writes; no error at 64. The throughput against the limit is printed beside it.
 *
 * Environment: BENCH_LEVELS (1,4,16,64), BENCH_MEMBERS (400), BENCH_CLASSES (a pattern of class names; all),
 * BENCH_CPU_PROFILE (a directory for the server's CPU profile).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { BareJob, Call } from './support/bare-sdk-client.js';
import { closedLoop, type LoopRun } from './support/closed-loop.js';
import { readFileSync } from 'node:fs';
import { inParallel } from '../shared/data/in-parallel.js';
import { DEFAULT_LOG_LEVEL, LOG_SAMPLE_RATE } from '../shared/support/telemetry-names.js';
import { startConsoleServer } from '../local/launch/console-session.js';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,4,16,64').split(',').map(Number);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const ONLY = new RegExp(process.env.BENCH_CLASSES ?? '.');
/** The routes' CPU per request over the SDK's own for the same calls, at concurrency 16. */
const CPU_TARGETS = { read: 1.5, write: 2 };
/** Requests per class and level: enough for a p99, bounded so the coupons seeded last. */
const requestsAt = (concurrency: number) => Math.min(800, Math.max(200, 40 * concurrency));

// ---- the real local server, as `npm start` runs it (in memory, scheduled jobs off), logging as deployed ----
// BENCH_CPU_PROFILE=dir writes the server process's CPU profile there when it stops (this process's own is not taken).
const cpuProfileDir = process.env.BENCH_CPU_PROFILE;
// Logs and metrics as deployed (lib/constructs/service-function.ts), so the server's CPU includes writing them.
const deployedTelemetry = { POWERTOOLS_LOG_LEVEL: DEFAULT_LOG_LEVEL, POWERTOOLS_LOGGER_SAMPLE_RATE: String(LOG_SAMPLE_RATE), POWERTOOLS_METRICS_DISABLED: 'false' };
const server = await startConsoleServer(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [], deployedTelemetry);
// However the bench ends, the server (and its DynamoDB Local) goes with it.
process.on('exit', () => {
  try {
    process.kill(-server.pid, 'SIGINT');
  } catch {
    // already gone
  }
});
const { base, adminToken, dynamoEndpoint: endpoint } = server;

// This process reads and writes the server's table directly: the captured calls and the limit.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
process.env.DYNAMODB_ENDPOINT = endpoint;
process.env.TABLE_NAME = 'rewards';
process.env.ADMIN_TOKEN = adminToken;
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.PUBLIC_BASE_URL = base;
const { dispatch } = await import('../local/dispatch.js');
const { documentClient } = await import('../shared/data/client.js');
const { operationOf } = await import('../local/dynamo-metrics.js');

/** The server process's CPU time so far, in ms (user + system, from /proc: Linux only). */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, counted here from field 3; clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The whole machine's busy CPU time so far, in ms (every process: the server, DynamoDB Local, this bench). */
function machineCpuMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Holds or releases the server's stream reader (local/server.ts toggles it on SIGUSR2). */
let readerHeld = false;
async function holdStreamReader(held: boolean): Promise<void> {
  if (held === readerHeld) return;
  process.kill(server.pid, 'SIGUSR2');
  readerHeld = held;
  // A read under way when the signal lands finishes first.
  await sleep(held ? 700 : 0);
}

/** The server's CPU ms per second while nothing is sent: its stream reader polling, its timers. */
async function idleCpuRate(): Promise<number> {
  const before = serverCpuMs();
  await sleep(2_000);
  return (serverCpuMs() - before) / 2;
}

/**
 * The server's CPU from releasing its stream reader until the backlog is drained (two half
 * seconds in a row at the idle rate), less what the idle server spends in that time: the stream
 * consumers' CPU for what the class wrote.
 */
async function drainedConsumerCpuMs(idlePerSecond: number): Promise<number> {
  const started = performance.now();
  const before = serverCpuMs();
  await holdStreamReader(false);
  for (let quiet = 0, last = before, waited = 0; quiet < 2 && waited < 120_000; waited += 500) {
    await sleep(500);
    const now = serverCpuMs();
    quiet = now - last <= idlePerSecond / 2 + 10 ? quiet + 1 : 0;
    last = now;
  }
  return Math.max(0, serverCpuMs() - before - (idlePerSecond * (performance.now() - started)) / 1000);
}

const admin = { authorization: `Bearer ${adminToken}` };
async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
async function expectOk(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await send(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
// ---- a program to load ----
const program = await expectOk('POST', '/admin/v1/clients', { name: 'Load bench', settings: { purchase_v1: true, points_per_currency_unit: 1, rate_limit_per_second: 100_000, adjustment_approval_threshold: null } }, admin);
const clientId: string = program.client_id;
const apiKey: string = program.api_key;
const key = `api_key=${apiKey}`;
const operator = (path: string) => `/admin/v1/clients/${clientId}${path}`;
const activity = await expectOk('POST', operator('/activities'), { name: 'visit', title: 'Visit', num_points: 5 }, admin);
const reward = await expectOk('POST', operator('/rewards'), { title: 'Sticker', num_points: 1, total_quantity: 1_000_000 }, admin);
const couponCategory = await expectOk('POST', operator('/coupon_categories'), { name: 'Vouchers' }, admin);
const codeReward = await expectOk('POST', operator('/rewards'), { title: 'Voucher', num_points: 1, coupon_category_id: couponCategory.id }, admin);
// Every measured request, the warm-up's 40 and the capture's 2 use one each.
const couponsNeeded = ONLY.test('coupon use') ? LEVELS.reduce((sum, level) => sum + requestsAt(level), 0) + 60 : 0;
for (let start = 0; start < couponsNeeded; start += 500) {
  const codes = Array.from({ length: Math.min(500, couponsNeeded - start) }, () => `LOAD-${randomUUID()}`);
  await expectOk('POST', operator(`/rewards/${codeReward.id}/codes`), { codes }, admin);
}
const members: number[] = [];
await inParallel(Array.from({ length: MEMBERS }, (_unused, index) => index), 16, async (index) => {
  const member = await expectOk('POST', `/v2/users?${key}`, {
    first_name: 'Load',
    last_name: `Member${index}`,
    email_address: `load-${index}-${randomUUID().slice(0, 6)}@example.com`,
    date_of_birth: 631152000,
    postal_code: '10001',
  });
  await expectOk('POST', operator(`/members/${member.id}/points_adjustments`), { points: 1_000_000, reason: 'Load bench' }, admin);
  members.push(member.id);
});
const coupons: Array<{ member: number; code: string }> = [];
await inParallel(Array.from({ length: couponsNeeded }, (_unused, index) => index), 16, async (index) => {
  const member = members[index % members.length] as number;
  const order = await expectOk('POST', `/v2/users/${member}/redemption?${key}`, { reward_id: String(codeReward.id) });
  coupons.push({ member, code: order.codes[0] });
});
// The server's stream consumers (report counts, webhooks) run in its process here, not in functions of their own as in
// AWS: the seeding's events are counted before anything is measured, so no read competes with that backlog.
const drainedBy = Date.now() + 180_000;
for (;;) {
  const summary = await expectOk('GET', operator('/reports/summary'), undefined, admin);
  if (summary.members === members.length && summary.points_redeemed === coupons.length) break;
  if (Date.now() > drainedBy) throw new Error(`the seeding's events were not counted within 180 s: ${JSON.stringify(summary)}`);
  await new Promise((done) => setTimeout(done, 500));
}
console.log(`Seeded: ${members.length} members, ${coupons.length} coupons, their events counted (DynamoDB Local at ${endpoint})`);

// ---- the route classes ----
interface LoadRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}
let serial = 0;
const member = () => members[serial++ % members.length] as number;
const ALL_CLASSES: Array<{ name: string; request: () => LoadRequest }> = [
  { name: 'GET user', request: () => ({ method: 'GET', path: `/v2/users/${member()}`, query: { api_key: apiKey } }) },
  { name: 'GET points', request: () => ({ method: 'GET', path: `/v2/users/${member()}/points`, query: { api_key: apiKey } }) },
  { name: 'GET rewards', request: () => ({ method: 'GET', path: '/v2/rewards', query: { api_key: apiKey } }) },
  { name: 'credit', request: () => ({ method: 'POST', path: `/v2/users/${member()}/activities`, query: { api_key: apiKey }, body: { activity_id: activity.id } }) },
  { name: 'redeem', request: () => ({ method: 'POST', path: `/v2/users/${member()}/redemption`, query: { api_key: apiKey }, body: { reward_id: String(reward.id) } }) },
  {
    name: 'purchase',
    request: () => ({ method: 'POST', path: '/v2/purchases', query: { api_key: apiKey }, body: { receipt_id: `load-${randomUUID()}`, total: 12, user_id: member() } }),
  },
  {
    name: 'coupon use',
    request: () => {
      const coupon = coupons.pop();
      if (!coupon) throw new Error('out of coupons');
      return { method: 'POST', path: '/v2/coupon/use', query: { api_key: apiKey }, body: { user_id: coupon.member, code: coupon.code } };
    },
  },
];
const CLASSES = ALL_CLASSES.filter(({ name }) => ONLY.test(name));

const overHttp = (request: LoadRequest) =>
  fetch(`${base}${request.path}?${new URLSearchParams(request.query)}`, {
    method: request.method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

// ---- the local limit: one request's DynamoDB calls, round by round, sent straight ----
let capturing: Call[][] | undefined;
let inFlight = 0;
documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    if (!capturing) return next(args);
    if (inFlight === 0) capturing.push([]);
    capturing.at(-1)?.push({ operation: operationOf(context.commandName), input: structuredClone(args.input as Record<string, unknown>) });
    inFlight++;
    try {
      return await next(args);
    } finally {
      inFlight--;
    }
  },
  { step: 'initialize', name: 'loadCapture' },
);

/** The rounds of calls one request of the class makes (through the route table here, caches warm after a first request). */
async function capture(request: () => LoadRequest): Promise<Call[][]> {
  const asLocal = (r: LoadRequest) => ({
    method: r.method,
    path: r.path,
    query: r.query,
    headers: r.body === undefined ? ({} as Record<string, string>) : { 'content-type': 'application/json' },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  await dispatch(asLocal(request()));
  capturing = [];
  const answer = await dispatch(asLocal(request()));
  const rounds = capturing;
  capturing = undefined;
  if (answer.statusCode >= 300) throw new Error(`capture: ${answer.statusCode} ${answer.body}`);
  return rounds;
}

// ---- the SDK's own: a process holding nothing but the SDK's client sends the same calls ----
const bare = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/support/bare-sdk-client.ts'], {
  env: { ...process.env, DYNAMODB_ENDPOINT: endpoint },
  stdio: ['pipe', 'pipe', 'inherit'],
});
process.on('exit', () => bare.kill());
const bareAnswers = createInterface({ input: bare.stdout! })[Symbol.asyncIterator]();
/** A value JSON would change on its way to the bare client: none of the captured calls may hold one. */
const plainJson = (_key: string, value: unknown) => {
  if (value instanceof Set || value instanceof Uint8Array) throw new Error('a captured call holds a set or binary value, which JSON would not carry to the bare client');
  return value;
};
/** The calls of one request, `count` times from `concurrency` clients, sent by the bare SDK client; what it measured. */
async function bareLoop(rounds: Call[][], concurrency: number, count: number): Promise<Run> {
  bare.stdin!.write(`${JSON.stringify({ rounds, concurrency, count } satisfies BareJob, plainJson)}\n`);
  const answer = await bareAnswers.next();
  if (answer.done) throw new Error('the bare SDK client stopped');
  return JSON.parse(answer.value) as Run;
}

// ---- closed loops ----
interface Run extends LoopRun {
  /** The server's CPU per request while the class ran, its stream reader held: the routes' own. */
  cpuMsPerRequest?: number;
  /** The server's CPU per request for draining what the class wrote through its stream consumers. */
  consumerCpuMsPerRequest?: number;
  machineCpuMsPerRequest?: number;
}

const rows: Array<{ name: string; level: number; service: Run; limit?: Run }> = [];
try {
  for (const { name, request } of CLASSES) {
    const rounds = await capture(request);
    const calls = rounds.map((round) => round.map((call) => call.operation).join('+')).join(' > ');
    console.log(`\n${name}: ${calls}`);
    // Both warmed before they are measured: the SDK's path takes a few hundred calls to be compiled.
    await closedLoop(4, 40, async () => overHttp(request()));
    if (rounds.length > 0) await bareLoop(rounds, 16, 400);
    for (const level of LEVELS) {
      const count = requestsAt(level);
      const idle = await idleCpuRate();
      await holdStreamReader(true);
      const [cpuBefore, machineBefore] = [serverCpuMs(), machineCpuMs()];
      const service: Run = await closedLoop(level, count, async () => overHttp(request()));
      service.cpuMsPerRequest = (serverCpuMs() - cpuBefore) / count;
      service.machineCpuMsPerRequest = (machineCpuMs() - machineBefore) / count;
      service.consumerCpuMsPerRequest = (await drainedConsumerCpuMs(idle)) / count;
      const limitMachineBefore = machineCpuMs();
      const limit = rounds.length > 0 ? await bareLoop(rounds, level, count) : undefined;
      if (limit) limit.machineCpuMsPerRequest = (machineCpuMs() - limitMachineBefore) / count;
      rows.push({ name, level, service, limit });
      const errors = service.errors === 0 ? '0' : `${service.errors} (${Object.entries(service.statuses).map(([status, n]) => `${n} x ${status}`).join(', ')})`;
      const against = limit ? `limit ${limit.rps.toFixed(0).padStart(5)}/s (errors ${limit.errors})  ratio ${(service.rps / limit.rps).toFixed(2)}` : 'no DynamoDB call (cached): no limit';
      console.log(
        `  c=${String(level).padStart(2)}  ${service.rps.toFixed(0).padStart(5)} req/s  p50 ${service.p50.toFixed(1).padStart(6)} ms  p99 ${service.p99.toFixed(1).padStart(6)} ms  errors ${errors}` +
          `  | ${against}  CPU ${service.cpuMsPerRequest.toFixed(2)} ms/request (+ ${service.consumerCpuMsPerRequest.toFixed(2)} stream consumers)` +
          (limit?.clientCpuMsPerRequest ? `, SDK's own ${limit.clientCpuMsPerRequest.toFixed(2)}: ${(service.cpuMsPerRequest / limit.clientCpuMsPerRequest).toFixed(2)}x` : '') +
          `  machine CPU ${service.machineCpuMsPerRequest.toFixed(2)} vs ${limit?.machineCpuMsPerRequest?.toFixed(2) ?? '-'} ms/request` +
          `  clients' CPU ${service.clientCpuMsPerRequest?.toFixed(2)} vs ${limit?.clientCpuMsPerRequest?.toFixed(2) ?? '-'} ms/request`,
      );
    }
  }
} finally {
  bare.kill();
  await server.stop();
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
let failed = 0;
console.log(`\nTargets (2 cores here; ${new Date().toISOString().slice(0, 10)}):`);
for (const { name, request } of CLASSES) {
  const at16 = rows.find((row) => row.name === name && row.level === 16);
  const at64 = rows.find((row) => row.name === name && row.level === 64);
  if (at16?.limit?.clientCpuMsPerRequest && at16.service.cpuMsPerRequest !== undefined) {
    const kind = request().method === 'GET' ? 'read' : 'write';
    const ratio = at16.service.cpuMsPerRequest / at16.limit.clientCpuMsPerRequest;
    const pass = ratio <= CPU_TARGETS[kind];
    failed += pass ? 0 : 1;
    console.log(
      `  ${verdict(pass)} ${name} at 16: the routes' CPU ${at16.service.cpuMsPerRequest.toFixed(2)} ms a request, ${ratio.toFixed(2)}x the SDK's own ${at16.limit.clientCpuMsPerRequest.toFixed(2)} ms for its calls (target <= ${CPU_TARGETS[kind]}x for a ${kind}); ` +
        `stream consumers ${at16.service.consumerCpuMsPerRequest?.toFixed(2)} ms apart; ${(100 * (at16.service.rps / at16.limit.rps)).toFixed(0)} % of the limit's throughput`,
    );
  }
  if (at64) {
    failed += at64.service.errors === 0 ? 0 : 1;
    console.log(`  ${verdict(at64.service.errors === 0)} ${name} at 64: ${at64.service.errors} errors (target 0)`);
  }
}
process.exitCode = failed === 0 ? 0 : 1;
