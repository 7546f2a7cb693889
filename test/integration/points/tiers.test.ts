import { call, newClient, newMember } from '../../../local/walks/api.js';
import { credit, newActivity } from '../../../local/walks/points.js';
import { getMember, updateMemberProfileItem } from '../../../shared/member-store/index.js';
import { writeTransaction } from '../../../shared/data/transactions.js';
import { readClient } from '../../../shared/programs/clients.js';
import { advanceClock, nowSeconds, resetClock } from '../../../shared/support/clock.js';
import { isoTimestamp, monthIndex, monthStart } from '../../../shared/support/periods.js';
import { memberTierLevel } from '../../../shared/points/tiers.js';
import { userExtras } from '../../../shared/members/member-extras.js';

const LEVELS = [
  { id: 'bronze', title: 'Bronze', min_value: 0, max_value: 199 },
  { id: 'silver', title: 'Silver', min_value: 200, max_value: 399 },
  { id: 'gold', title: 'Gold', min_value: 400, max_value: 999 },
  { id: 'platinum', title: 'Platinum', min_value: 1000, max_value: null },
];

/** A program with these tier settings, one member, and an ad hoc activity to credit. */
async function program(tiers: Record<string, unknown>) {
  const { clientId, apiKey } = await newClient({ tiers: { levels: LEVELS, ...tiers } });
  const member = await newMember(apiKey);
  const activity = await newActivity(clientId, { name: 'Ad hoc', num_points: 0 });
  const tierInfo = async () => {
    const client = await readClient(clientId);
    const fresh = (await getMember(clientId, member.id, true))!;
    return (await userExtras(client, fresh, nowSeconds(), { tierInfo: true })).tier_info as any;
  };
  const earn = (points: number, activityDate?: number) => credit(apiKey, member.id, { activity_id: activity.id, num_points: points, activity_date: activityDate });
  return { clientId, apiKey, member, tierInfo, earn };
}

const level = (l: (typeof LEVELS)[number]) => ({ title: l.title, min_value: l.min_value, max_value: l.max_value });
const [bronze, silver, gold, platinum] = LEVELS as [(typeof LEVELS)[number], (typeof LEVELS)[number], (typeof LEVELS)[number], (typeof LEVELS)[number]];

describe('tier_info variants (2.3)', () => {
  afterEach(() => resetClock());

  it('V1: the operator-assigned tier, bounds as strings, no next level and no dates to expire', async () => {
    const { clientId, member, tierInfo } = await program({ version: 1 });
    const stored = (await getMember(clientId, member.id, true))!;
    await writeTransaction([updateMemberProfileItem(stored, { custom_data: { tier: 'silver' }, date_last_updated: 1_700_000_000 })]);

    const info = await tierInfo();

    expect(info).toEqual({
      current_level: { title: 'Silver', min_value: '200', max_value: '399' },
      next_level: null,
      levels_above: [
        { title: 'Gold', min_value: '400', max_value: '999' },
        { title: 'Platinum', min_value: '1000', max_value: null },
      ],
      levels_below: [{ title: 'Bronze', min_value: '0', max_value: '199' }],
      date_assigned: '2023-11-14T22:13:20Z',
      expiration_date: null,
      reset_date: null,
      score_needed_to_reach: null,
      score_needed_to_maintain: null,
      days_until_expiration_date: null,
      days_until_reset_date: null,
      is_maintenance_mode: false,
      date_reached: '2023-11-14T22:13:20Z',
      assigned_by_event: 'jump',
      timeframe_score: null,
      tier_score: null,
    });
  });

  it('V2 lifetime: level from every point earned, date reached from the ledger, no expiration or reset', async () => {
    const { apiKey, member, tierInfo, earn } = await program({ version: 2, timeframe: 'lifetime' });
    const now = nowSeconds();
    await earn(300, now - 100);
    await earn(200, now - 50);

    const info = await tierInfo();
    const points = await call('GET', `/v2/users/${member.id}/points`, { query: { api_key: apiKey } });

    expect(info).toMatchObject({
      current_level: level(gold),
      next_level: level(platinum),
      levels_above: [level(platinum)],
      levels_below: [level(bronze), level(silver)],
      expiration_date: null,
      reset_date: null,
      days_until_expiration_date: null,
      score_needed_to_reach: 500,
      is_maintenance_mode: false,
      assigned_by_event: 'jump',
      date_reached: isoTimestamp(now - 50),
      timeframe_score: 500,
      tier_score: 500,
    });
    expect(points.body.fan_level).toBe('Gold');
  });

  it('V2 fixed timeframe: a level reached is held through the next period, then shown in maintenance mode', async () => {
    const start = monthIndex(nowSeconds());
    const { tierInfo, earn } = await program({ version: 2, timeframe: 'fixed', timeframe_months: 2, period_start: monthStart(start) });
    await earn(450);

    const reached = await tierInfo();
    advanceClock(monthStart(start + 2) - nowSeconds() + 3600);
    const maintained = await tierInfo();

    expect(reached).toMatchObject({
      current_level: level(gold),
      expiration_date: isoTimestamp(monthStart(start + 4)),
      reset_date: isoTimestamp(monthStart(start + 2)),
      is_maintenance_mode: false,
      assigned_by_event: 'jump',
      score_needed_to_maintain: 0,
      timeframe_score: 450,
    });
    expect(reached.days_until_reset_date).toBeGreaterThan(0);
    expect(maintained).toMatchObject({
      current_level: level(gold),
      expiration_date: isoTimestamp(monthStart(start + 4)),
      reset_date: isoTimestamp(monthStart(start + 4)),
      days_until_reset_date: Math.ceil((monthStart(start + 4) - nowSeconds()) / 86_400),
      is_maintenance_mode: true,
      assigned_by_event: 'maintain',
      date_assigned: isoTimestamp(monthStart(start + 2)),
      score_needed_to_maintain: 400,
      score_needed_to_reach: 1000,
      timeframe_score: 0,
      tier_score: 450,
    });
  });

  it('V2 rolling timeframe: expires when the earning months leave the window, never resets', async () => {
    const month = monthIndex(nowSeconds());
    const { tierInfo, earn } = await program({ version: 2, timeframe: 'rolling', timeframe_months: 3 });
    await earn(250);
    advanceClock(monthStart(month + 1) - nowSeconds() + 3600);
    await earn(200);

    const info = await tierInfo();

    expect(info).toMatchObject({
      current_level: level(gold),
      expiration_date: isoTimestamp(monthStart(month + 3)),
      reset_date: null,
      days_until_reset_date: null,
      score_needed_to_maintain: 200,
      is_maintenance_mode: false,
      timeframe_score: 450,
      score_needed_to_reach: 550,
    });
    expect(info.days_until_expiration_date).toBe(Math.ceil((monthStart(month + 3) - nowSeconds()) / 86_400));
  });

  it('V2 tier_override pins the level whatever the score', async () => {
    const { clientId, member, tierInfo, earn } = await program({ version: 2, timeframe: 'lifetime' });
    await earn(10);
    const stored = (await getMember(clientId, member.id, true))!;
    await writeTransaction([updateMemberProfileItem(stored, { tier_override: 'platinum' })]);

    const info = await tierInfo();
    const client = await readClient(clientId);

    expect(info).toMatchObject({ current_level: level(platinum), next_level: null, levels_above: [], assigned_by_event: 'jump', tier_score: null, timeframe_score: 10 });
    expect((await memberTierLevel(client, (await getMember(clientId, member.id, true))!, nowSeconds()))?.id).toBe('platinum');
  });

  it('has no tier_info and an empty fan level without tier settings, and honours a score override', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const tiered = await program({ version: 2 });
    const stored = (await getMember(tiered.clientId, tiered.member.id, true))!;

    const extras = await userExtras(await readClient(clientId), (await getMember(clientId, member.id, true))!, nowSeconds(), { tierInfo: true });
    const asIfRich = await memberTierLevel(await readClient(tiered.clientId), stored, nowSeconds(), 2000);

    expect(extras).toMatchObject({ tier_info: null, fan_level: '', rank: 1 });
    expect(asIfRich?.id).toBe('platinum');
  });
});
