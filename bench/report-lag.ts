/**
 * The two-program lag case of `npm run bench:reports`: the real local server (`npm start`'s, in
 * memory, scheduled jobs off) while program X credits activities at its full rate limit and
 * program Y makes one credit about every second. Y's lag is the time from its credit's answer to
 * its report summary showing it, and to its rank showing it (the credited member's total as its
 * neighbour's rank view has it: the rank mover counted the move), each polled every 100 ms.
 * Target: at most 5 s, median and max, for both.
 *
 * Environment: BENCH_LAG_SECONDS (30), BENCH_LAG_RATE (X's rate limit per second, 100).
 */
import { startConsoleServer } from '../local/launch/console-session.js';
import { median } from './routes/report.js';
import { serverCalls } from './support/server-calls.js';

const SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_LAG_RATE ?? 100);
const TARGET_LAG_MS = 5_000;
/** X's senders: enough requests in flight to reach its rate limit on two cores. */
const SENDERS = 16;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface LagResult {
  credits: { busy: number; busyRefused: Record<number, number>; quiet: number };
  lagsMs: number[];
  medianMs: number;
  maxMs: number;
  /** From the credit's answer to the rank mover having counted it. */
  rankLagsMs: number[];
  rankMedianMs: number;
  rankMaxMs: number;
  pass: boolean;
}

export async function twoProgramLag(): Promise<LagResult> {
  const server = await startConsoleServer();
  try {
    const call = serverCalls(server);
    const program = async (name: string, points: number, members: number) => {
      const client = (await call('POST', '/admin/v1/clients', { name }, true)).body;
      const activity = (await call('POST', `/admin/v1/clients/${client.client_id}/activities`, { name: 'Visit', title: 'Visit', num_points: points }, true)).body;
      const memberIds: number[] = [];
      for (let index = 0; index < members; index++) {
        const member = await call('POST', `/v2/users?api_key=${client.api_key}`, {
          first_name: 'Bench',
          last_name: `Member ${index}`,
          email_address: `${name}-${index}@example.com`.toLowerCase().replaceAll(' ', '-'),
          date_of_birth: 631152000,
          postal_code: '10001',
        });
        memberIds.push(member.body.id as number);
      }
      const creditOne = (index: number) =>
        call('POST', `/v2/users/${memberIds[index % members]}/activities?api_key=${client.api_key}`, { activity_id: String(activity.id) });
      // Only the first member earns in the quiet program; the busy one spreads its credits over all.
      return { clientId: client.client_id as string, apiKey: client.api_key as string, memberIds, creditOne };
    };
    const busy = await program('Busy program', 1, 50);
    const patched = await call('PATCH', `/admin/v1/clients/${busy.clientId}/settings`, { rate_limit_per_second: RATE }, true);
    if (patched.status !== 200) throw new Error(`the busy program's rate limit was not raised: ${JSON.stringify(patched.body)}`);
    // Y's second member earns nothing: its rank view shows the first as its neighbour, at the total the rank mover counted.
    const quiet = await program('Quiet program', 7, 2);
    const summary = async (clientId: string) => (await call('GET', `/admin/v1/clients/${clientId}/reports/summary`, undefined, true)).body;

    const credits = { busy: 0, busyRefused: {} as Record<number, number>, quiet: 0 };
    const endAt = performance.now() + SECONDS * 1000;
    let next = 0;
    const sender = async () => {
      while (performance.now() < endAt) {
        const answer = await busy.creditOne(next++);
        // Only answered credits count; a 429 (the rate limit) or a 409 (a credit racing another of the member's) is tallied apart.
        if (answer.status === 200) credits.busy++;
        else credits.busyRefused[answer.status] = (credits.busyRefused[answer.status] ?? 0) + 1;
      }
    };
    const counted = async (clientId: string, apiKey: string, watcher: number) => {
      const view = (await call('GET', `/v2/users/${watcher}/rank?api_key=${apiKey}`)).body;
      return { summary: (await summary(clientId)).points_issued as number, rank: (view.ahead?.[0]?.total_points as number | undefined) ?? 0 };
    };
    const lagsMs: number[] = [];
    const rankLagsMs: number[] = [];
    const quietCredits = async () => {
      await sleep(2_000);
      while (performance.now() < endAt) {
        const answer = await quiet.creditOne(0);
        if (answer.status !== 200) throw new Error(`the quiet program's credit failed: ${JSON.stringify(answer.body)}`);
        credits.quiet++;
        const answeredAt = performance.now();
        const want = credits.quiet * 7;
        let reported: number | undefined;
        let ranked: number | undefined;
        while (reported === undefined || ranked === undefined) {
          const seen = await counted(quiet.clientId, quiet.apiKey, quiet.memberIds[1] as number);
          const at = performance.now() - answeredAt;
          if (reported === undefined && seen.summary >= want) reported = at;
          if (ranked === undefined && seen.rank >= want) ranked = at;
          if (reported === undefined || ranked === undefined) await sleep(100);
        }
        lagsMs.push(reported);
        rankLagsMs.push(ranked);
        await sleep(Math.max(0, 1_000 - (performance.now() - answeredAt)));
      }
    };
    await Promise.all([...Array.from({ length: SENDERS }, sender), quietCredits()]);
    const medianMs = median(lagsMs);
    const maxMs = Math.max(...lagsMs);
    const rankMaxMs = Math.max(...rankLagsMs);
    return {
      credits,
      lagsMs,
      medianMs,
      maxMs,
      rankLagsMs,
      rankMedianMs: median(rankLagsMs),
      rankMaxMs,
      pass: lagsMs.length > 0 && maxMs <= TARGET_LAG_MS && rankMaxMs <= TARGET_LAG_MS,
    };
  } finally {
    await server.stop();
  }
}

export function printLag(result: LagResult): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`  two programs, real local server: X credits at its rate limit (${RATE}/s) for ${SECONDS} s, Y once a second`);
  console.log(
    `    X: ${result.credits.busy} credits answered (${(result.credits.busy / SECONDS).toFixed(1)}/s), refused by status ${JSON.stringify(result.credits.busyRefused)}; Y: ${result.credits.quiet} credits`,
  );
  console.log(
    `    Y's lag from credit to summary: median ${seconds(result.medianMs)}, max ${seconds(result.maxMs)}  target <= ${seconds(TARGET_LAG_MS)}  ${result.maxMs <= TARGET_LAG_MS ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `    Y's lag from credit to rank (the rank mover): median ${seconds(result.rankMedianMs)}, max ${seconds(result.rankMaxMs)}  target <= ${seconds(TARGET_LAG_MS)}  ${result.rankMaxMs <= TARGET_LAG_MS ? 'PASS' : 'FAIL'}`,
  );
}
