import { handler as startSegmentRefreshes } from '../../functions/jobs/start-segment-refreshes.js';
import { runSegmentBuild, runSegmentRefresh } from '../../local/segment-builds.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { memberOutboxEvents } from '../../local/walks/outbox.js';
import { creditPoints } from '../../local/walks/points.js';
import { reevaluateSegments } from '../../shared/segment-triggers/index.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { asScheduledJob } from '../helpers/jobs.js';

/**
 * Segments over windows of a member's activity: days since it last earned, its purchases of the
 * last 90 days and its custom events of the last 30 by type. The stream follows a member's own
 * changes; the daily refresh moves members whose window passed, though nothing about them changed.
 */

const DAY = 86_400;
const refreshJob = asScheduledJob('StartSegmentRefreshes', startSegmentRefreshes);

describe('segments over activity windows', () => {
  let clientId: string;
  let apiKey: string;
  let base: string;
  const admin = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, `${base}${path}`, { headers: ADMIN_HEADERS, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const dynamic = async (name: string, filter: unknown) => {
    const made = await admin('POST', '', { name, kind: 'dynamic', filter });
    await runSegmentBuild(clientId, made);
    return made.segment_id as string;
  };
  const listed = async (segmentId: string) =>
    (await call('GET', `${base}/${segmentId}/members`, { headers: ADMIN_HEADERS, query: { limit: '100' } })).body.members.map((member: { user_id: number }) => member.user_id).sort();
  const streamed = async (memberId: number) => reevaluateSegments(await memberOutboxEvents(clientId, memberId));
  /** The daily job's requests for this program's segments, each walked to its end as the pipeline does. */
  const refreshed = async () => {
    const run = (await refreshJob({}, { getRemainingTimeInMillis: () => 60_000 })) as { started: Array<{ client_id: string; key: string }> };
    const ours = run.started.filter((started) => started.client_id === clientId);
    for (const { key } of ours) await runSegmentRefresh(key);
    return ours.length;
  };

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1 }));
    base = `/admin/v1/clients/${clientId}/segments`;
    await call('POST', `/admin/v1/clients/${clientId}/event_types`, { headers: ADMIN_HEADERS, body: { name: 'review', title: 'Review', attributes: [] } });
  });
  afterAll(() => resetClock());

  it('follows purchases, events and recency from the stream, and the daily refresh moves members whose windows passed', async () => {
    const [buyer, reviewer, regular] = [await newMember(apiKey), await newMember(apiKey), await newMember(apiKey)];
    const buyers = await dynamic('Bought twice in 90 days', { all: [{ field: 'purchases.count_90d', op: 'gte', value: 2 }, { field: 'purchases.total_90d', op: 'gte', value: 30 }] });
    const reviewers = await dynamic('Two reviews in 30 days', { all: [{ field: 'events.review.count_30d', op: 'gte', value: 2 }] });
    const lapsed = await dynamic('Lapsed for 60 days', { all: [{ field: 'member.days_since_last_activity', op: 'gte', value: 60 }] });

    for (const n of [1, 2]) await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: `w${n}-${buyer.id}`, user_id: buyer.id, total: 20 } });
    for (const n of [1, 2]) await call('POST', '/v2/events', { query: { api_key: apiKey }, body: { event_id: `rv${n}-${reviewer.id}`, user_id: reviewer.id, type: 'review' } });
    await creditPoints(clientId, regular.id, 10);
    for (const member of [buyer, reviewer, regular]) await streamed(member.id);
    const preview = (await admin('POST', '/preview', { filter: { all: [{ field: 'events.review.count_30d', op: 'gte', value: 2 }] } })).member_count;
    const inBefore = [await listed(buyers), await listed(reviewers), await listed(lapsed)];

    advanceClock(31 * DAY);
    const first = await refreshed();
    const inAfterAMonth = [await listed(buyers), await listed(reviewers), await listed(lapsed)];
    advanceClock(60 * DAY);
    await refreshed();
    const inAfterThreeMonths = [await listed(buyers), await listed(reviewers), await listed(lapsed)];
    const again = await refreshed();
    const segments = (await admin('GET', '')).segments.map((segment: { status: string; member_count: number }) => [segment.status, segment.member_count]);
    const reviewerEvents = (await memberOutboxEvents(clientId, reviewer.id)).filter((event) => event.data.segment_id === reviewers).map((event) => event.type);

    expect(preview).toBe(1);
    expect(inBefore).toEqual([[buyer.id], [reviewer.id], []]);
    expect(first).toBe(3);
    // A month on, the reviews have passed their window; the purchases have not, and no one has been away 60 days.
    expect(inAfterAMonth).toEqual([[buyer.id], [], []]);
    // Three months on, the purchases have passed too, and the members who earned have been away long enough.
    expect(inAfterThreeMonths).toEqual([[], [], [buyer.id, regular.id].sort()]);
    expect(again).toBe(3);
    expect(segments).toEqual([
      ['ready', 0],
      ['ready', 0],
      ['ready', 2],
    ]);
    expect(reviewerEvents.sort()).toEqual(['segment.entered', 'segment.exited']);
  });

  it('puts on the daily line only segments whose filter reads the clock, and takes them off when changed or archived', async () => {
    const points = await dynamic('Holding 100', { all: [{ field: 'member.redeemable_points', op: 'gte', value: 100 }] });
    const recent = await dynamic('Active this week', { all: [{ field: 'member.days_since_last_activity', op: 'lt', value: 7 }] });
    const before = await refreshed();

    await admin('PUT', `/${recent}`, { name: 'Active this week', kind: 'dynamic', filter: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 1 }] } });
    const afterChange = await refreshed();
    await admin('PUT', `/${points}`, { name: 'Holding 100', kind: 'dynamic', filter: { all: [{ field: 'purchases.count_90d', op: 'gte', value: 1 }] } });
    await runSegmentBuild(clientId, await admin('GET', `/${points}`));
    const afterOther = await refreshed();
    await admin('POST', `/${points}/archive`);
    const afterArchive = await refreshed();

    // The first test's three segments, then this one's clock segments.
    expect([before, afterChange, afterOther, afterArchive]).toEqual([4, 3, 4, 3]);
  });
});
