/**
 * npm run bench:hot-member — one member under a burst of writes: 200 redemptions of one member
 * sent at once over HTTP to the local server, as 200 client apps would. Every answer must come
 * within 5 s, none may be a 5xx, and what the answers say must be what the table holds: each
 * 200 a redemption in the ledger, each other answer (409 conflict, 429 rate_limited) no effect, at once and still after a settle
 * time (BENCH_SETTLE_SECONDS, 60 by default), when anything left running behind an answer
 * would have landed.
 *
 * Environment: BENCH_PARALLEL (200), BENCH_SETTLE_SECONDS (60).
 */
import { percentile } from './support/percentile.js';
import type { AddressInfo } from 'node:net';
import { startBenchTable } from './support/bench-table.js';

const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 200);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const TARGET_MS = 5_000;
const STARTING_POINTS = 10_000;

process.env.POWERTOOLS_METRICS_DISABLED = 'true';
const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { dispatch } = await import('../local/dispatch.js');
const { createLocalHttpServer } = await import('../local/http-server.js');
const { queryLedger } = await import('../shared/points/ledger-repository.js');

const server = createLocalHttpServer(dispatch);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const admin = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };


try {
  const client = await send('POST', '/admin/v1/clients', { name: 'Hot member bench' }, admin);
  const { client_id: clientId, api_key: apiKey } = client.body;
  const reward = await send('POST', `/admin/v1/clients/${clientId}/rewards`, { title: 'One point', num_points: 1, total_quantity: STARTING_POINTS }, admin);
  const member = await send('POST', `/v2/users?api_key=${apiKey}`, { first_name: 'Hot', last_name: 'Member', email_address: 'hot@example.com', date_of_birth: 631152000, postal_code: '10001' });
  const memberId = member.body.id as number;
  const credited = await send('POST', `/admin/v1/clients/${clientId}/members/${memberId}/points_adjustments`, { points: STARTING_POINTS, reason: 'bench' }, admin);
  if (reward.status !== 200 && reward.status !== 201 || member.status !== 200 || credited.status !== 201) {
    throw new Error(`setup failed: ${JSON.stringify([reward.body, member.body, credited.body])}`);
  }

  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const sentAt = Date.now();
      const answer = await send('POST', `/v2/users/${memberId}/redemption?api_key=${apiKey}`, { reward_id: reward.body.id });
      return { ...answer, ms: Date.now() - sentAt };
    }),
  );
  const wallMs = Date.now() - started;

  const granted = answers.filter((answer) => answer.status === 200).length;
  const byStatus = new Map<string, number>();
  for (const { status, body } of answers) byStatus.set(`${status} ${body.error ?? ''}`.trim(), (byStatus.get(`${status} ${body.error ?? ''}`.trim()) ?? 0) + 1);
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const redemptionsNow = (await queryLedger(clientId, memberId)).filter((entry) => entry.kind === 'redemption').length;
  const balanceNow = (await send('GET', `/v2/users/${memberId}?api_key=${apiKey}`)).body.redeemable_points;
  if (SETTLE_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  const redemptionsLater = (await queryLedger(clientId, memberId)).filter((entry) => entry.kind === 'redemption').length;
  const balanceLater = (await send('GET', `/v2/users/${memberId}?api_key=${apiKey}`)).body.redeemable_points;

  console.log(`${PARALLEL} parallel redemptions of one member over HTTP, answered in ${wallMs} ms`);
  console.log(`  answers: ${[...byStatus].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  console.log(`  latency ms: p50 ${percentile(latencies, 50)}, p99 ${percentile(latencies, 99)}, max ${latencies.at(-1)}`);
  console.log(`  ledger: ${redemptionsNow} redemptions at once, ${redemptionsLater} after ${SETTLE_SECONDS} s; balance ${balanceNow} then ${balanceLater}`);
  const checks: Array<[string, boolean]> = [
    [`every answer within ${TARGET_MS} ms (max ${latencies.at(-1)} ms)`, (latencies.at(-1) ?? 0) <= TARGET_MS],
    [`no 5xx (${serverErrors})`, serverErrors === 0],
    [`every 200 is in the ledger at once (${granted} answers, ${redemptionsNow} entries)`, redemptionsNow === granted && balanceNow === STARTING_POINTS - granted],
    [`and still exactly those after ${SETTLE_SECONDS} s (${redemptionsLater} entries)`, redemptionsLater === granted && balanceLater === STARTING_POINTS - granted],
    [
      'every other answer is 409 conflict or 429 rate_limited (nothing written)',
      answers.every((answer) => answer.status === 200 || ['conflict', 'rate_limited'].includes(answer.body.error)),
    ],
  ];
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;
} finally {
  server.closeAllConnections();
  server.close();
  await dynamo.stop();
}
