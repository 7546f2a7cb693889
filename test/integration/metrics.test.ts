import { jest } from '@jest/globals';
import type { EmfOutput } from '@aws-lambda-powertools/metrics/types';
import { freezeClock, resetClock } from '../../shared/support/clock.js';
import { metrics } from '../../shared/support/metrics.js';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../../shared/support/telemetry-names.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { credit, creditPoints, newActivity } from '../../local/walks/points.js';
import { createReward, redeem } from '../../local/walks/rewards.js';
import { injectTransactionConflicts } from '../helpers/transaction-conflicts.js';

/**
 * Business counters, as the route stack flushes them at the end of each invocation: the EMF
 * documents a request writes (metrics are disabled on stdout in tests, so each flush is read off
 * the Metrics instance as it publishes). Requests here run one at a time, as each runs alone in
 * its Lambda container.
 */
function flushedMetrics() {
  const documents: EmfOutput[] = [];
  const publish = metrics.publishStoredMetrics.bind(metrics);
  jest.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
    documents.push(metrics.serializeMetrics());
    return publish();
  });
  const names = Object.values(BUSINESS_METRICS);
  return {
    documents,
    /** Each counter's total over the documents flushed so far (a name counted twice in one invocation holds an array). */
    totals(): Record<string, number> {
      const totals: Record<string, number> = {};
      for (const document of documents) {
        for (const name of names) {
          const value = document[name] as number | number[] | undefined;
          if (value === undefined) continue;
          totals[name] = (totals[name] ?? 0) + [value].flat().reduce((sum, v) => sum + v, 0);
        }
      }
      return totals;
    },
  };
}

describe('business metrics', () => {
  let clientId: string;
  let apiKey: string;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  afterEach(() => {
    jest.restoreAllMocks();
    resetClock();
  });

  /** A member holding `points`, with the counts of setup written outside any route dropped. */
  async function memberWith(points: number) {
    const member = await newMember(apiKey);
    if (points > 0) await creditPoints(clientId, member.id, points);
    metrics.clearMetrics();
    return member;
  }

  it('a redemption flushes PointsRedeemed and Redemptions in the RewardsApi namespace, with the service dimension', async () => {
    const reward = await createReward(clientId, { num_points: 120, total_quantity: 5 });
    const member = await memberWith(500);
    const flushed = flushedMetrics();

    const res = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 2 });

    expect(res.status).toBe(200);
    expect(flushed.totals()).toEqual({ [BUSINESS_METRICS.pointsRedeemed]: 240, [BUSINESS_METRICS.redemptions]: 1 });
    const [document] = flushed.documents;
    expect(document?.service).toBe('rewards-api');
    expect(document?._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: METRICS_NAMESPACE, Dimensions: [['service']] });
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('an idempotent replay of a redemption counts IdempotentReplays, and no second redemption or debit', async () => {
    const reward = await createReward(clientId, { num_points: 100, total_quantity: 5 });
    const member = await memberWith(300);
    const headers = { 'idempotency-key': `metrics-${member.id}` };
    const first = await redeem(apiKey, member.id, { reward_id: reward.id }, { headers });
    const flushed = flushedMetrics();

    const replay = await redeem(apiKey, member.id, { reward_id: reward.id }, { headers });

    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(flushed.totals()).toEqual({ [BUSINESS_METRICS.idempotentReplays]: 1 });
  });

  it('a request without effect flushes nothing: a read writes no EMF document', async () => {
    const member = await memberWith(10);
    const flushed = flushedMetrics();

    const res = await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } });

    expect(res.status).toBe(200);
    expect(flushed.documents).toEqual([]);
  });

  it('an activity credit counts PointsCredited once it commits, and a refused one counts nothing', async () => {
    const activity = await newActivity(clientId, { num_points: 25, freq_cap: 1, freq_period_id: 2 });
    const member = await memberWith(0);
    const flushed = flushedMetrics();

    const awarded = await credit(apiKey, member.id, { activity_id: activity.id });
    const capped = await credit(apiKey, member.id, { activity_id: activity.id });

    expect([awarded.body.awarded, capped.body.awarded]).toEqual([true, false]);
    expect(flushed.totals()).toEqual({ [BUSINESS_METRICS.pointsCredited]: 25 });
  });

  it('a request refused by the client rate limit counts RateLimited', async () => {
    const limited = await newClient({ rate_limit_per_second: 1 });
    const member = await newMember(limited.apiKey);
    metrics.clearMetrics();
    const flushed = flushedMetrics();
    freezeClock();

    const results = [];
    for (let i = 0; i < 4; i++) results.push(await call('GET', `/v2/users/${member.id}`, { query: { api_key: limited.apiKey } }));

    const refused = results.filter((r) => r.status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(flushed.totals()).toEqual({ [BUSINESS_METRICS.rateLimited]: refused });
  });

  it('a credit whose first transactions DynamoDB cancels with TransactionConflict counts each retry, and its points once', async () => {
    const activity = await newActivity(clientId, { num_points: 13 });
    const member = await memberWith(0);
    const flushed = flushedMetrics();
    const conflicts = injectTransactionConflicts(2);

    let res: Awaited<ReturnType<typeof credit>>;
    try {
      res = await credit(apiKey, member.id, { activity_id: activity.id });
    } finally {
      conflicts.stop();
    }

    expect(res.body.awarded).toBe(true);
    expect(flushed.totals()).toEqual({ [BUSINESS_METRICS.transactionRetries]: 2, [BUSINESS_METRICS.pointsCredited]: 13 });
  });
});

