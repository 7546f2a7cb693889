import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { ddMonYy } from '../../shared/purchases/purchase-rules.js';
import { queryLedger } from '../../shared/points/ledger-repository.js';
import { getMember } from '../../shared/member-store/index.js';
import { queryMemberPending } from '../../shared/purchases/pending-entry-repository.js';
import { handler as clearPendingPointsHandler } from '../../functions/jobs/clear-pending-points.js';
import { asScheduledJob } from '../helpers/jobs.js';

const DAY = 86_400;
const PERIOD_DAYS = 14;
const clearPendingPointsJob = asScheduledJob('ClearPendingPoints', clearPendingPointsHandler);
const plentyOfTime = { getRemainingTimeInMillis: () => 300_000 };

describe('pending points (5) and their clearing', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1, pending_points: { enabled: true, period_days: PERIOD_DAYS } }));
  });
  afterEach(() => resetClock());

  const buy = async (memberId: number | undefined, total: number, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/v2/purchases', {
      query: { api_key: apiKey },
      body: { user_id: memberId, receipt_id: unique('r'), total, date_purchase: nowSeconds(), ...extra },
    });
    if (res.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
  };
  const pending = (memberId: number) => call('GET', `/v2/users/${memberId}/points/pending`, { query: { api_key: apiKey } });
  const user = async (memberId: number) => (await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } })).body;

  it('walks a purchase from pending to cleared: summary, pending list and history at each step', async () => {
    const buyer = await newMember(apiKey);
    const boughtAt = nowSeconds();

    // Step 1: just bought, points waiting.
    await buy(buyer.id, 120.75, { date_purchase: boughtAt });
    const justBought = await pending(buyer.id);
    expect(justBought.status).toBe(200);
    expect(justBought.body).toEqual({
      id: buyer.id,
      total_points: 0,
      redeemable_points: 0,
      num_points_purchased: 0,
      activities: [],
      pending: [{ date_of_purchase: ddMonYy(boughtAt), date_points_clear: ddMonYy(boughtAt + PERIOD_DAYS * DAY), number_of_points: '120' }],
      fan_level: '',
    });
    expect(await user(buyer.id)).toMatchObject({ total_points: 0, redeemable_points: 0 });
    expect(await queryLedger(clientId, buyer.id)).toEqual([]);

    // Step 2: halfway through the period, a second purchase joins the first.
    advanceClock(7 * DAY);
    await buy(buyer.id, 30);
    const halfway = await pending(buyer.id);
    expect(halfway.body.pending.map((p: { number_of_points: string }) => p.number_of_points)).toEqual(['120', '30']);
    expect(halfway.body.redeemable_points).toBe(0);

    // Step 3: a minute before the first clears (the real clock keeps running under the offset), still pending.
    advanceClock(7 * DAY - 60);
    expect((await pending(buyer.id)).body.pending).toHaveLength(2);
    expect((await user(buyer.id)).redeemable_points).toBe(0);

    // Step 4: the first clearing date arrives: it is never shown as pending again, and is redeemable.
    advanceClock(60);
    const firstCleared = await pending(buyer.id);
    expect(firstCleared.body).toMatchObject({ total_points: 120, redeemable_points: 120, num_points_purchased: 120 });
    expect(firstCleared.body.pending).toEqual([expect.objectContaining({ number_of_points: '30' })]);
    expect(firstCleared.body.activities).toEqual([{ name: 'Purchase', num_points: 120, notes: expect.stringMatching(/^receipt /), date_created: boughtAt + PERIOD_DAYS * DAY }]);
    expect(await user(buyer.id)).toMatchObject({ total_points: 120, redeemable_points: 120, num_points_purchased: 120 });
    expect((await queryLedger(clientId, buyer.id)).map((e) => [e.kind, e.num_points])).toEqual([['purchase', 120]]);

    // Step 5: past the last purchase's period: everything redeemable, pending no longer reported.
    advanceClock(7 * DAY);
    const allCleared = await pending(buyer.id);
    expect(allCleared.body).toMatchObject({ total_points: 150, redeemable_points: 150, num_points_purchased: 150 });
    expect(allCleared.body).not.toHaveProperty('pending');
    expect((await queryLedger(clientId, buyer.id)).map((e) => e.num_points)).toEqual([30, 120]);
    expect(await queryMemberPending(clientId, buyer.id, 'due', nowSeconds(), 10)).toEqual([]);
  }, 30_000);

  it('reports pending as null when the recent purchase left nothing pending', async () => {
    const buyer = await newMember(apiKey);
    await buy(buyer.id, 0.5);
    await buy(buyer.id, 10, { date_purchase: nowSeconds() - 20 * DAY, receipt_id: unique('old') });

    const res = await pending(buyer.id);

    expect(res.body).toMatchObject({ redeemable_points: 10, pending: null });
  });

  it('credits a purchase dated before the pending period at once', async () => {
    const buyer = await newMember(apiKey);

    await buy(buyer.id, 10, { date_purchase: nowSeconds() - (PERIOD_DAYS + 1) * DAY });

    expect(await user(buyer.id)).toMatchObject({ redeemable_points: 10 });
    expect((await pending(buyer.id)).body).not.toHaveProperty('pending');
  });

  it('holds the points of a claimed receipt pending until the period after the purchase', async () => {
    const claimer = await newMember(apiKey);
    const receiptId = unique('claim');
    await buy(undefined, 25, { receipt_id: receiptId, date_purchase: nowSeconds() - 2 * DAY });

    const claim = await call('POST', '/v2/claim_receipt/online', { query: { api_key: apiKey }, body: { user_id: claimer.id, receipt_number: receiptId, receipt_total: 25 } });
    const waiting = await pending(claimer.id);
    advanceClock((PERIOD_DAYS - 2) * DAY);
    const cleared = await pending(claimer.id);

    expect(claim.body).toEqual({ points: '25' });
    expect(waiting.body).toMatchObject({ redeemable_points: 0, pending: [{ number_of_points: '25' }] });
    expect(cleared.body).toMatchObject({ redeemable_points: 25, num_points_purchased: 25 });
    expect((await queryLedger(clientId, claimer.id))[0]).toMatchObject({ kind: 'receipt_claim', num_points: 25 });
  });

  it('clears due points before an idempotent purchase and still answers a replay with the purchase result', async () => {
    const buyer = await newMember(apiKey);
    await buy(buyer.id, 7);
    advanceClock(PERIOD_DAYS * DAY);
    const request = { query: { api_key: apiKey }, body: { user_id: buyer.id, receipt_id: unique('r'), total: 3 }, headers: { 'idempotency-key': unique('key') } };

    const first = await call('POST', '/v2/purchases', request);
    const replay = await call('POST', '/v2/purchases', request);

    expect(first.body).toEqual({ message: 'purchase created' });
    expect(replay.body).toEqual({ message: 'purchase created' });
    expect(await getMember(clientId, buyer.id, true)).toMatchObject({ redeemable_points: 7 });
    expect((await queryMemberPending(clientId, buyer.id, 'waiting', nowSeconds(), 10)).map((e) => e.points)).toEqual([3]);
  });

  it('answers no_activities for a member with nothing to report and page_not_found for an unknown one', async () => {
    const newcomer = await newMember(apiKey);

    const nothing = await pending(newcomer.id);
    const unknown = await pending(42);

    expect(nothing).toMatchObject({ status: 404, body: { error: 'no_activities', message: 'no rewards are available to the user' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });

  it('leaves pending out for a client without pending points and credits purchases at once', async () => {
    const instant = await newClient({ purchase_v1: true, points_per_currency_unit: 1 });
    const buyer = await newMember(instant.apiKey);
    await call('POST', '/v2/purchases', { query: { api_key: instant.apiKey }, body: { user_id: buyer.id, receipt_id: unique('r'), total: 8 } });

    const res = await call('GET', `/v2/users/${buyer.id}/points/pending`, { query: { api_key: instant.apiKey } });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ redeemable_points: 8, activities: [{ name: 'Purchase', num_points: 8 }] });
    expect(res.body).not.toHaveProperty('pending');
  });

  describe('scheduled clearing job', () => {
    it('makes due points redeemable without the member calling, leaves the rest, and never credits twice', async () => {
      const [early, late] = [await newMember(apiKey), await newMember(apiKey)];
      await buy(early.id, 40);
      advanceClock(3 * DAY);
      await buy(late.id, 60);
      advanceClock((PERIOD_DAYS - 3) * DAY);

      const first = await clearPendingPointsJob({}, plentyOfTime);
      const second = await clearPendingPointsJob({}, plentyOfTime);

      expect(first.cleared).toBeGreaterThanOrEqual(1);
      expect(first.failedMembers).toBe(0);
      expect(await getMember(clientId, early.id, true)).toMatchObject({ total_points: 40, redeemable_points: 40 });
      expect(await getMember(clientId, late.id, true)).toMatchObject({ total_points: 0, redeemable_points: 0 });
      expect(await user(early.id)).toMatchObject({ redeemable_points: 40 });
      expect(await queryMemberPending(clientId, early.id, 'due', nowSeconds(), 10)).toEqual([]);
      expect((await queryLedger(clientId, early.id)).length).toBe(1);
      expect(second.failedMembers).toBe(0);
    }, 30_000);

    it('finds entries missed on earlier days', async () => {
      const buyer = await newMember(apiKey);
      await buy(buyer.id, 5);
      advanceClock((PERIOD_DAYS + 2) * DAY);

      await clearPendingPointsJob({}, plentyOfTime);

      expect(await getMember(clientId, buyer.id, true)).toMatchObject({ redeemable_points: 5 });
    });

    it('credits an entry once when the job and the member clear it at the same moment, round after round', async () => {
      for (let round = 0; round < 5; round++) {
        resetClock();
        const buyer = await newMember(apiKey);
        await buy(buyer.id, 11);
        advanceClock(PERIOD_DAYS * DAY);

        await Promise.all([pending(buyer.id), clearPendingPointsJob({}, plentyOfTime), pending(buyer.id)]);

        expect(await getMember(clientId, buyer.id, true)).toMatchObject({ total_points: 11, redeemable_points: 11 });
        expect(await queryLedger(clientId, buyer.id)).toHaveLength(1);
      }
    }, 30_000);

    it('stops taking new work when its time runs out', async () => {
      const run = await clearPendingPointsJob({}, { getRemainingTimeInMillis: () => 1_000 });
      expect(run).toMatchObject({ cleared: 0, stoppedEarly: true });
    });
  });
});
