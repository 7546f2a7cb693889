import { handler as expirePointsHandler } from '../../../functions/jobs/expire-points.js';
import { queryLedger } from '../../../shared/points/ledger-repository.js';
import { advanceClock, nowSeconds, resetClock } from '../../../shared/support/clock.js';
import { monthIndex, monthStart } from '../../../shared/support/periods.js';
import { call, newClient, newMember } from '../../../local/walks/api.js';
import { asScheduledJob, clockTo } from '../../helpers/jobs.js';
import { creditPoints } from '../../../local/walks/points.js';

const HOUR = 3_600;
const expireJob = asScheduledJob('ExpirePoints', expirePointsHandler);
const runJob = () => expireJob({}, { getRemainingTimeInMillis: () => 60_000 });


/** The hosted sample's date form of the instant month `index` ends. */
const monthEnd = (index: number) => new Date(monthStart(index + 1) * 1000).toISOString().replace('Z', '+00:00');

/** The ten entries the array holds with a month's figures set: 3 before `current`, `current`, 6 after. */
function months(current: number, figures: Record<number, { points_expired?: number; points_expiring?: number }>) {
  return Array.from({ length: 10 }, (_unused, offset) => {
    const month = current - 3 + offset;
    return { expiration_date: monthEnd(month), points_expired: 0, points_expiring: 0, ...figures[month] };
  });
}

describe('points expiration by month (redemption_period_points_expiration)', () => {
  afterEach(() => resetClock());

  async function program(policy: Record<string, unknown>) {
    const { clientId, apiKey } = await newClient({ expiry_policy: policy });
    const member = await newMember(apiKey);
    const shown = async () => {
      const answer = await call('GET', `/v2/users/${member.id}/points_expiration`, { query: { api_key: apiKey } });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    return { clientId, member, shown };
  }

  it('[Points Expiration] rolling: the 3 months before show what expired as each ended (written or only due), the current and 6 next what will expire', async () => {
    const { clientId, member, shown } = await program({ type: 'rolling', months: 1 });
    const first = monthIndex(nowSeconds());
    await creditPoints(clientId, member.id, 100);
    clockTo(monthStart(first + 1) + HOUR);
    await creditPoints(clientId, member.id, 40);
    clockTo(monthStart(first + 2) + HOUR);
    await runJob();
    await creditPoints(clientId, member.id, 25);
    // The 40 fall due as month first+2 ends; nothing writes their expiry before the read.
    clockTo(monthStart(first + 3) + HOUR);

    const body = await shown();

    expect(body).toMatchObject({ expiry_policy: 'rolling', redeemable_points: 25, expirations: [{ points: 25, date_expires: monthStart(first + 4) }] });
    expect(body.redemption_period_points_expiration).toEqual(
      months(first + 3, { [first + 1]: { points_expired: 100 }, [first + 2]: { points_expired: 40 }, [first + 3]: { points_expiring: 25 } }),
    );
    expect(body.redemption_period_points_expiration[1].expiration_date).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000\+00:00$/);
    expect(body).not.toHaveProperty('inactivity_points_expiration');

    await runJob();
    expect((await queryLedger(clientId, member.id)).filter((entry) => entry.kind === 'expiration').map((entry) => [entry.num_points, entry.date_created])).toEqual([
      [-40, monthStart(first + 3)],
      [-100, monthStart(first + 2)],
    ]);
    expect((await shown()).redemption_period_points_expiration).toEqual(body.redemption_period_points_expiration);
  });

  it('[Points Expiration] rolling: points spread over the months ahead, each month its own figure', async () => {
    const { clientId, member, shown } = await program({ type: 'rolling', months: 3 });
    const first = monthIndex(nowSeconds());
    await creditPoints(clientId, member.id, 10);
    clockTo(monthStart(first + 1) + HOUR);
    await creditPoints(clientId, member.id, 20);
    clockTo(monthStart(first + 2) + HOUR);
    await creditPoints(clientId, member.id, 30);

    const body = await shown();

    // Month m's points expire as month m+3 ends.
    expect(body.redemption_period_points_expiration).toEqual(
      months(first + 2, { [first + 3]: { points_expiring: 10 }, [first + 4]: { points_expiring: 20 }, [first + 5]: { points_expiring: 30 } }),
    );
  });

  it('[Points Expiration] fixed: the yearly date shows as the month it ends, expiring ahead of it and expired after it', async () => {
    const first = monthIndex(nowSeconds());
    // Points expire on the first day of the month four months on: they belong to month first+3.
    const fixedMonth = ((first + 4) % 12) + 1;
    const { clientId, member, shown } = await program({ type: 'fixed', month: fixedMonth });
    await creditPoints(clientId, member.id, 50);

    const before = await shown();

    expect(before).toMatchObject({ expiry_policy: 'fixed', expirations: [{ points: 50, date_expires: monthStart(first + 4) }] });
    expect(before.redemption_period_points_expiration).toEqual(months(first, { [first + 3]: { points_expiring: 50 } }));

    clockTo(monthStart(first + 4) + HOUR);
    await runJob();
    await creditPoints(clientId, member.id, 5);
    const after = await shown();

    // The next yearly date is 12 months on, past the 6 months shown: only the expirations list has it.
    expect(after).toMatchObject({ redeemable_points: 5, expirations: [{ points: 5, date_expires: monthStart(first + 16) }] });
    expect(after.redemption_period_points_expiration).toEqual(months(first + 4, { [first + 3]: { points_expired: 50 } }));
  });

  it('[Points Expiration] inactivity keeps its own array and no policy has neither', async () => {
    const inactive = await program({ type: 'inactivity', months: 2 });
    await creditPoints(inactive.clientId, inactive.member.id, 10);
    const plain = await program({ type: 'none' });
    await creditPoints(plain.clientId, plain.member.id, 10);

    const [inactivity, none] = await Promise.all([inactive.shown(), plain.shown()]);

    expect(inactivity.inactivity_points_expiration).toEqual([expect.objectContaining({ points_expiring: 10 })]);
    expect(inactivity).not.toHaveProperty('redemption_period_points_expiration');
    expect(none).toEqual({ id: plain.member.id, redeemable_points: 10, expiry_policy: 'none', expirations: [] });
  });
});
