import { startStreamConsumer, type LocalStreamConsumer } from '../../local/stream-consumer.js';
import { ADMIN_HEADERS, call, newClient, newMember, resendingRefusals } from '../../local/walks/api.js';
import { ctrlC, type RunningServer, startLocalServer, startScript, wait } from '../../local/launch/server-process.js';
import { credit, inParallel, newActivity } from '../../local/walks/points.js';

/**
 * Program reports kept from the table stream on the local stack: what was written before the
 * counter started is counted on a first start, and one program's backlog does not hold another
 * program's events back.
 */

/** Polls `read` until `done` holds of its answer or `withinMs` pass; answers the last answer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > deadline) return value;
    await wait(100);
  }
}

describe('the local server on a first start', () => {
  let running: RunningServer | undefined;
  afterEach(async () => {
    if (running) await ctrlC(running);
    running = undefined;
  });

  it('counts the demo program seeded before its report counter started, without a rebuild', async () => {
    running = await startLocalServer(startScript, { IN_MEMORY: '1', JOBS_EVERY_SECONDS: '0', POWERTOOLS_LOG_LEVEL: 'SILENT' });
    const { base } = running;
    const apiKey = running.banner('demo api_key');
    const memberIds = (/demo members:\s+(.+)/.exec(running.output())?.[1] ?? '').split(', ');
    const admin = { authorization: `Bearer ${running.banner('admin token')}` };
    const json = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${path}`, { headers });
      expect([path, res.status]).toEqual([path, 200]);
      return (await res.json()) as Record<string, any>;
    };
    // The demo members' balances, as their own routes answer them.
    const points = await Promise.all(memberIds.map((id) => json(`/v2/users/${id}/points?api_key=${apiKey}`)));
    const seeded = { members: points.length, outstanding_points: points.reduce((sum, member) => sum + member.redeemable_points, 0) };
    const { clients } = await json('/admin/v1/clients', admin);
    const demo = clients.find((client: { name: string }) => client.name === 'Demo program');

    const summary = await until(
      () => json(`/admin/v1/clients/${demo.client_id}/reports/summary`, admin),
      (answer) => answer.members === seeded.members && answer.outstanding_points === seeded.outstanding_points,
      15_000,
    );

    expect(seeded.members).toBe(3);
    expect(seeded.outstanding_points).toBeGreaterThan(0);
    expect({ members: summary.members, outstanding_points: summary.outstanding_points, rebuild: summary.rebuild }).toEqual({ ...seeded, rebuild: null });
  });
});

describe('the local report counter under one busy program', () => {
  const BACKLOG = 300;
  let consumer: LocalStreamConsumer;
  afterEach(() => consumer.stop());

  const summaryOf = async (clientId: string) => {
    const answer = await call('GET', `/admin/v1/clients/${clientId}/reports/summary`, { headers: ADMIN_HEADERS });
    expect(answer.status).toBe(200);
    return answer.body as { members: number; points_issued: number };
  };

  it(`counts a quiet program's credit within 5 s while a busy program's ${BACKLOG} credits are queued ahead of it, and counts all of those too`, async () => {
    consumer = await startStreamConsumer(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
    const busy = await newClient();
    const busyActivity = await newActivity(busy.clientId, { num_points: 1 });
    const busyMembers = await Promise.all(Array.from({ length: 10 }, () => newMember(busy.apiKey)));
    const credits = await inParallel(
      Array.from({ length: BACKLOG }, (_unused, index) => () => resendingRefusals(() => credit(busy.apiKey, busyMembers[index % 10].id, { activity_id: String(busyActivity.id) }))),
      8,
    );
    expect(credits.filter((answer) => answer.status !== 200)).toEqual([]);
    const quiet = await newClient();
    const quietActivity = await newActivity(quiet.clientId, { num_points: 7 });
    const quietMember = await newMember(quiet.apiKey);
    expect((await credit(quiet.apiKey, quietMember.id, { activity_id: String(quietActivity.id) })).status).toBe(200);

    const creditedAt = performance.now();
    consumer.readEvery(500);
    const quietSummary = await until(() => summaryOf(quiet.clientId), (summary) => summary.points_issued === 7, 60_000);
    const lagMs = performance.now() - creditedAt;
    const busySummary = await until(() => summaryOf(busy.clientId), (summary) => summary.points_issued === BACKLOG, 60_000);

    expect({ members: quietSummary.members, points_issued: quietSummary.points_issued }).toEqual({ members: 1, points_issued: 7 });
    expect(lagMs).toBeLessThan(5_000);
    expect({ members: busySummary.members, points_issued: busySummary.points_issued }).toEqual({ members: 10, points_issued: BACKLOG });
  });
});
