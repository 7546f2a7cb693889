import { activeRule } from '../../local/walks/rules.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';

/**
 * The order and the calendar of earning rules: priority and stop_after on the live path, a
 * per-member limit per day, and schedules at their edges (a daylight saving day, the end instant)
 * through the dry run at chosen instants, which reads and decides as a live trigger does.
 */

describe('earning rules: order, limits and schedules', () => {
  let clientId: string;
  let apiKey: string;
  let admin: string;
  const rule = (body: Record<string, unknown>) => activeRule(clientId, body);
  const credit = (memberId: number, activityId: number) => call('POST', `/v2/users/${memberId}/activities`, { query: { api_key: apiKey }, body: { activity_id: activityId } });
  const newActivity = async (name: string) => (await call('POST', `${admin}/activities`, { headers: ADMIN_HEADERS, body: { name, title: name, num_points: 10 } })).body;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ time_zone: 'Europe/Paris' }));
    admin = `/admin/v1/clients/${clientId}`;
  });
  afterEach(() => resetClock());

  it('runs rules by priority; a stop_after rule that fires stops the rules after it, and each entry names its rule and version', async () => {
    const activity = await newActivity('Ordered');
    const trigger = { kind: 'activity', activity_id: String(activity.id) };
    const late = await rule({ name: 'Runs last', trigger, effect: { kind: 'fixed', points: 3 }, priority: 30 });
    const stopper = await rule({ name: 'Stops the rest', trigger, effect: { kind: 'fixed', points: 20 }, priority: 20, stop_after: true });
    const first = await rule({ name: 'Runs first', trigger, effect: { kind: 'fixed', points: 1 }, priority: 10 });
    const member = await newMember(apiKey);

    const res = await credit(member.id, activity.id);

    expect(res.body.credits.map((one: { rule_id: string; rule_version: number; points: number }) => [one.rule_id, one.rule_version, one.points])).toEqual([
      [first.rule_id, 1, 1],
      [stopper.rule_id, 1, 20],
    ]);
    expect(res.body.skipped).toEqual([{ rule_id: late.rule_id, reason: `stopped_by: ${stopper.rule_id}` }]);
    expect(res.body.num_points).toBe(31);
  });

  it("holds a once-a-day limit for the program's day and opens it again the next day", async () => {
    const activity = await newActivity('Daily');
    const daily = await rule({
      name: 'Once a day',
      trigger: { kind: 'activity', activity_id: String(activity.id) },
      effect: { kind: 'fixed', points: 50 },
      limits: { per_member: { count: 1, period: 'day' } },
    });
    const member = await newMember(apiKey);

    const today = await credit(member.id, activity.id);
    const again = await credit(member.id, activity.id);
    advanceClock(86_400);
    const tomorrow = await credit(member.id, activity.id);

    expect(today.body.credits).toEqual([expect.objectContaining({ rule_id: daily.rule_id, points: 50 })]);
    expect(again.body.skipped).toEqual([{ rule_id: daily.rule_id, reason: 'member_limit_reached' }]);
    expect(tomorrow.body.credits).toEqual([expect.objectContaining({ rule_id: daily.rule_id, points: 50 })]);
  });

  it('reads a schedule in its zone across a daylight saving change, and ends it at its end instant', async () => {
    const member = await newMember(apiKey);
    // Sunday 29 March 2026 in Paris: 02:00 CET jumps to 03:00 CEST. Hours 2 to 4 local, ending at 02:00Z.
    const draft = {
      name: 'Small hours',
      trigger: { kind: 'purchase' },
      effect: { kind: 'fixed', points: 9 },
      schedule: { days_of_week: [7], hours: { from: 2, to: 4 }, time_zone: 'Europe/Paris', ends_at: '2026-03-29T02:00:00Z' },
    };
    const at = async (instant: string) => {
      const tried = await call('POST', `${admin}/rules/evaluate`, {
        headers: ADMIN_HEADERS,
        body: { member_id: member.id, trigger: { kind: 'purchase', total: 5 }, at: instant, rules: [draft], with_active_rules: false },
      });
      return tried.body.rules[0].outcome === 'fired' ? 'fired' : tried.body.rules[0].reason;
    };

    const answers = await Promise.all(['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-03-29T01:59:59Z', '2026-03-29T02:00:00Z', '2026-03-28T01:30:00Z'].map(at));

    // 01:59:59 CET is before 2; 03:00 CEST is in; 03:59:59 CEST is in; the end instant is out; Saturday is out.
    expect(answers).toEqual(['outside_schedule', 'fired', 'fired', 'outside_schedule', 'outside_schedule']);
  });

  it('reads time conditions in the program zone: a before-10 rule fires at 09:59 Paris, not at 10:00', async () => {
    const member = await newMember(apiKey);
    const draft = {
      name: 'Before 10',
      trigger: { kind: 'purchase' },
      conditions: { all: [{ field: 'time.hour', op: 'lt', value: 10 }] },
      effect: { kind: 'fixed', points: 4 },
    };
    const at = async (instant: string) =>
      (
        await call('POST', `${admin}/rules/evaluate`, {
          headers: ADMIN_HEADERS,
          body: { member_id: member.id, trigger: { kind: 'purchase', total: 5 }, at: instant, rules: [draft], with_active_rules: false },
        })
      ).body.rules[0];

    const [before, after] = await Promise.all([at('2026-07-01T07:59:00Z'), at('2026-07-01T08:00:00Z')]);

    expect(before).toMatchObject({ outcome: 'fired', points: 4, saw: { fields: { 'time.hour': 9 } } });
    expect(after).toMatchObject({ outcome: 'skipped', reason: 'condition_false: time.hour 10 < 10' });
  });
});
