import { handler as expirePointsHandler } from '../../../functions/jobs/expire-points.js';
import { queryLedger } from '../../../shared/points/ledger-repository.js';
import { advanceClock, freezeClock, nowSeconds, resetClock } from '../../../shared/support/clock.js';
import { monthIndex, monthStart } from '../../../shared/support/periods.js';
import { call, newClient, newMember } from '../../../local/walks/api.js';
import { asScheduledJob, clockTo } from '../../helpers/jobs.js';
import { expectLedgerHolds } from '../../helpers/ledger.js';
import { creditPoints } from '../../../local/walks/points.js';
import { adminCall, createReward, redeem } from '../../../local/walks/rewards.js';
import { getExpiryBackfill } from '../../../shared/points/expiry-repository.js';
import { injectTransactionConflicts } from '../../helpers/transaction-conflicts.js';

const HOUR = 3_600;
const DAY = 86_400;
const expireJob = asScheduledJob('ExpirePoints', expirePointsHandler);
const runJob = () => expireJob({}, { getRemainingTimeInMillis: () => 60_000 });

const monthStartIn = (months: number) => monthStart(monthIndex(nowSeconds()) + months);

describe('points expiry (client setting expiry_policy)', () => {
  afterEach(() => resetClock());

  async function program(policy: Record<string, unknown>) {
    const { clientId, apiKey } = await newClient({ expiry_policy: policy });
    const member = await newMember(apiKey);
    const user = async () => (await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).body;
    const expirations = async () => (await call('GET', `/v2/users/${member.id}/points_expiration`, { query: { api_key: apiKey } })).body;
    const expiries = async () => (await queryLedger(clientId, member.id)).filter((entry) => entry.kind === 'expiration');
    const ledgerHolds = () => expectLedgerHolds(clientId, member.id);
    return { clientId, apiKey, member, user, expirations, expiries, ledgerHolds };
  }

  it('rolling: points earned in a month expire when the month N months later ends, oldest first; spending takes the oldest points', async () => {
    const { clientId, apiKey, member, user, expirations, expiries, ledgerHolds } = await program({ type: 'rolling', months: 2 });
    const firstMonthExpires = monthStartIn(3);
    await creditPoints(clientId, member.id, 100);
    clockTo(monthStartIn(1) + HOUR);
    const secondMonthExpires = monthStartIn(3);
    await creditPoints(clientId, member.id, 50);
    const reward = await createReward(clientId, { num_points: 30, total_quantity: 5 });
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);

    expect(await expirations()).toMatchObject({
      redeemable_points: 120,
      expiry_policy: 'rolling',
      expirations: [
        { points: 70, date_expires: firstMonthExpires },
        { points: 50, date_expires: secondMonthExpires },
      ],
    });

    clockTo(firstMonthExpires + HOUR);
    // Reads show the balance once due points are gone, before anything is written.
    expect(await user()).toMatchObject({ redeemable_points: 50, total_points: 150 });
    expect(await expiries()).toHaveLength(0);
    const run = await runJob();
    const again = await runJob();

    // Runs see every client's due members (other suites share the table): counts are at least ours.
    expect(run.pointsExpired).toBeGreaterThanOrEqual(70);
    expect(again.failedMembers).toBe(0);
    expect(await expiries()).toMatchObject([{ num_points: -70, date_created: firstMonthExpires, counts_toward_total: false }]);
    expect(await user()).toMatchObject({ redeemable_points: 50, total_points: 150 });
    expect((await expirations()).expirations).toEqual([{ points: 50, date_expires: secondMonthExpires }]);
    const history = await call('GET', `/v2/users/${member.id}/activity_history`, { query: { api_key: apiKey } });
    expect(JSON.stringify(history.body)).toMatch(/"Points expired"[^}]*-70|-70[^}]*"Points expired"/);
    await ledgerHolds();

    clockTo(secondMonthExpires + HOUR);
    expect((await runJob()).pointsExpired).toBeGreaterThanOrEqual(50);
    expect(await user()).toMatchObject({ redeemable_points: 0, total_points: 150 });
    expect((await expirations()).expirations).toEqual([]);
    await ledgerHolds();
  });

  it('fixed: on the first day of the set month, every point earned before it expires; a request after the date expires them in its own write', async () => {
    const { clientId, apiKey, member, user, expirations, expiries, ledgerHolds } = await program({ type: 'fixed', month: 1 });
    const current = monthIndex(nowSeconds());
    const nextJanuary = monthStart(Math.floor(current / 12) * 12 + 12);
    await creditPoints(clientId, member.id, 100);
    clockTo(nextJanuary - DAY);
    await creditPoints(clientId, member.id, 20);

    expect((await expirations()).expirations).toEqual([{ points: 120, date_expires: nextJanuary }]);

    clockTo(nextJanuary + HOUR);
    const reward = await createReward(clientId, { num_points: 50, total_quantity: 5 });
    const refused = await redeem(apiKey, member.id, { reward_id: reward.id });
    await creditPoints(clientId, member.id, 10);

    expect(refused.status).toBe(403);
    expect(await expiries()).toMatchObject([{ num_points: -120, date_created: nextJanuary }]);
    expect(await runJob()).toMatchObject({ failedMembers: 0 });
    expect(await expiries()).toHaveLength(1);
    expect(await user()).toMatchObject({ redeemable_points: 10, total_points: 130 });
    expect((await expirations()).expirations).toEqual([{ points: 10, date_expires: monthStart(Math.floor(current / 12) * 12 + 24) }]);
    await ledgerHolds();
  });

  it('inactivity: every redeemable point expires N months after the last earning; an earning moves the date', async () => {
    const { clientId, member, user, expirations, expiries, ledgerHolds } = await program({ type: 'inactivity', months: 3 });
    await creditPoints(clientId, member.id, 100);
    // Stopped, so the second the last credit is dated is the one read here.
    freezeClock();
    advanceClock(60 * DAY);
    await creditPoints(clientId, member.id, 10);
    const lastEarning = nowSeconds();
    const d = new Date(lastEarning * 1000);
    const expires = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000;

    const shown = await expirations();
    expect(shown).toMatchObject({ expiry_policy: 'inactivity', expirations: [{ points: 110, date_expires: expires }] });
    expect(shown.inactivity_points_expiration).toEqual([
      { last_qualified_date: new Date(lastEarning * 1000).toISOString().replace('.000Z', 'Z'), expiration_date: new Date(expires * 1000).toISOString().replace('.000Z', 'Z'), points_expiring: 110 },
    ]);

    clockTo(expires - HOUR);
    await runJob();
    expect(await expiries()).toHaveLength(0);
    expect(await user()).toMatchObject({ redeemable_points: 110 });

    clockTo(expires + HOUR);
    expect((await runJob()).pointsExpired).toBeGreaterThanOrEqual(110);
    expect(await expiries()).toMatchObject([{ num_points: -110, date_created: expires }]);
    expect(await user()).toMatchObject({ redeemable_points: 0, total_points: 110 });
    await ledgerHolds();
  });

  it('expires exactly once when the job races the member’s own requests', async () => {
    for (let round = 0; round < 4; round++) {
      resetClock();
      const { clientId, apiKey, member, user, expiries, ledgerHolds } = await program({ type: 'inactivity', months: 1 });
      await creditPoints(clientId, member.id, 100);
      clockTo(nowSeconds() + 32 * DAY);

      const credits = Array.from({ length: 3 }, () => creditPoints(clientId, member.id, 5));
      const [run] = await Promise.all([runJob(), runJob(), ...credits, call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })]);

      expect(await expiries()).toMatchObject([{ num_points: -100 }]);
      expect(await user()).toMatchObject({ redeemable_points: 15, total_points: 115 });
      expect(run).toMatchObject({ failedMembers: 0 });
      await ledgerHolds();
    }
  });

  it('expires exactly once when DynamoDB cancels the job’s first transactions with TransactionConflict', async () => {
    const { clientId, member, expiries, ledgerHolds } = await program({ type: 'inactivity', months: 1 });
    await creditPoints(clientId, member.id, 40);
    clockTo(nowSeconds() + 32 * DAY);
    const conflicts = injectTransactionConflicts(2);
    try {
      expect(await runJob()).toMatchObject({ failedMembers: 0 });
    } finally {
      conflicts.stop();
    }
    expect(conflicts.remaining()).toBe(0);
    expect(await expiries()).toMatchObject([{ num_points: -40 }]);
    await ledgerHolds();
  });

  it('reaches members who earned before the policy was set: after a policy change the job walks the client once', async () => {
    const { clientId, apiKey } = await newClient();
    const members = await Promise.all(Array.from({ length: 3 }, () => newMember(apiKey)));
    for (const member of members) await creditPoints(clientId, member.id, 50);
    const settings = await adminCall('PUT', `${clientId}/settings`, { expiry_policy: { type: 'inactivity', months: 1 } });
    expect(settings.status).toBe(200);
    expect(await getExpiryBackfill(clientId)).toMatchObject({ client_id: clientId, shard: 0 });
    clockTo(nowSeconds() + 32 * DAY);

    const run = await runJob();
    await runJob();

    expect(run.backfillsCompleted).toBeGreaterThanOrEqual(1);
    expect(await getExpiryBackfill(clientId)).toBeUndefined();
    for (const member of members) {
      expect((await queryLedger(clientId, member.id)).filter((entry) => entry.kind === 'expiration').map((entry) => entry.num_points)).toEqual([-50]);
      await expectLedgerHolds(clientId, member.id);
    }
  });

  it('moves a due marker without expiring when the points were spent, and answers an empty list without a policy', async () => {
    const { clientId, apiKey, member, expiries, ledgerHolds } = await program({ type: 'inactivity', months: 1 });
    await creditPoints(clientId, member.id, 30);
    const reward = await createReward(clientId, { num_points: 30, total_quantity: 5 });
    expect((await redeem(apiKey, member.id, { reward_id: reward.id })).status).toBe(200);
    clockTo(nowSeconds() + 32 * DAY);

    expect(await runJob()).toMatchObject({ failedMembers: 0 });
    expect(await expiries()).toHaveLength(0);
    await ledgerHolds();

    const plain = await newClient();
    const someone = await newMember(plain.apiKey);
    await creditPoints(plain.clientId, someone.id, 10);
    const none = await call('GET', `/v2/users/${someone.id}/points_expiration`, { query: { api_key: plain.apiKey } });
    const unknown = await call('GET', '/v2/users/999999999/points_expiration', { query: { api_key: plain.apiKey } });
    expect(none).toMatchObject({ status: 200, body: { redeemable_points: 10, expiry_policy: 'none', expirations: [] } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });
});
