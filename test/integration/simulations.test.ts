import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { runSimulation } from '../../local/simulations.js';
import { segmentWith } from '../../local/walks/segments.js';
import { advanceClock, freezeClock, nowSeconds, resetClock } from '../../shared/support/clock.js';

/**
 * What-if simulations: a program's recorded purchases, activity credits and custom events of a
 * period replayed through the rule evaluator. With the program's own active rules the replay
 * answers exactly the rule points that were awarded; with a rule changed, the expected difference;
 * and it writes nothing to the members.
 */

const DAY = 86_400;
const HISTORY_DAYS = 60;

/** A fixed stream of choices, so a failing history can be run again as it was. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const coffeeRule = {
  name: 'Coffee double',
  trigger: { kind: 'purchase' },
  conditions: { all: [{ field: 'purchase.items[].category', op: 'eq', value: 'coffee' }] },
  effect: { kind: 'per_unit', points: 2, per: 1, of: 'purchase.items[category=coffee].amount' },
  limits: { per_member: { count: 3, period: 'week' } },
};

describe('what-if simulations over recorded history', () => {
  let clientId: string;
  let apiKey: string;
  let admin: string;
  const members: number[] = [];
  const rules: Record<string, string> = {};
  let historyStart = 0;

  const simulate = async (body: Record<string, unknown>) => {
    const asked = await call('POST', `${admin}/simulations`, { headers: ADMIN_HEADERS, body });
    if (asked.status !== 202) throw new Error(JSON.stringify(asked.body));
    await runSimulation(clientId, asked.body.simulation_id);
    return { asked: asked.body, done: (await call('GET', `${admin}/simulations/${asked.body.simulation_id}`, { headers: ADMIN_HEADERS })).body };
  };
  /** Rule points each rule actually gave, summed from the members' ledgers. */
  const ledgerRulePoints = async () => {
    const byRule: Record<string, number> = {};
    for (const memberId of members) {
      let cursor: string | undefined;
      do {
        const page = (await call('GET', `${admin}/members/${memberId}/ledger`, { headers: ADMIN_HEADERS, query: { limit: '100', ...(cursor ? { cursor } : {}) } })).body;
        for (const entry of page.entries) if (entry.kind === 'rule') byRule[entry.rule_id] = (byRule[entry.rule_id] ?? 0) + entry.num_points;
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
    }
    return byRule;
  };

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1 }));
    admin = `/admin/v1/clients/${clientId}`;
    const active = async (body: Record<string, unknown>) => {
      const made = await call('POST', `${admin}/rules`, { headers: ADMIN_HEADERS, body: { status: 'active', ...body } });
      if (made.status !== 201) throw new Error(JSON.stringify(made.body));
      return made.body.rule_id as string;
    };
    await call('POST', `${admin}/event_types`, { headers: ADMIN_HEADERS, body: { name: 'review', title: 'Review', attributes: [{ key: 'stars', type: 'number', required: true }] } });
    const visit = (await call('POST', `${admin}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Visit', title: 'Visit', num_points: 40 } })).body;
    rules.coffee = await active(coffeeRule);
    rules.regulars = await active({
      name: 'Regulars',
      trigger: { kind: 'activity', activity_id: String(visit.id) },
      conditions: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 200 }] },
      effect: { kind: 'fixed', points: 15 },
    });
    rules.reviews = await active({
      name: 'Good reviews',
      trigger: { kind: 'event', event_type: 'review' },
      conditions: { all: [{ field: 'event.attributes.stars', op: 'gte', value: 4 }] },
      effect: { kind: 'fixed', points: 20 },
      limits: { per_member: { count: 2, period: 'month' } },
    });
    for (let n = 0; n < 4; n++) members.push((await newMember(apiKey)).id);

    // Sixty days of a small program's life, each day a few members buying, visiting and reviewing.
    const random = seeded(45);
    advanceClock(-HISTORY_DAYS * DAY);
    historyStart = nowSeconds() - 60;
    try {
      for (let day = 0; day < HISTORY_DAYS; day++) {
        for (const memberId of members) {
          const roll = random();
          if (roll < 0.35) {
            const coffee = 1 + Math.floor(random() * 8);
            const body = { receipt_id: `r-${memberId}-${day}`, user_id: memberId, total: coffee + 10, items: [{ id: 'LATTE', quantity: 1, price: coffee, category: 'coffee' }, { id: 'CAKE', quantity: 1, price: 10 }] };
            expect((await call('POST', '/v2/purchases', { query: { api_key: apiKey }, body })).status).toBe(200);
          } else if (roll < 0.6) {
            expect((await call('POST', `/v2/users/${memberId}/activities`, { query: { api_key: apiKey }, body: { activity_id: visit.id } })).status).toBe(200);
          } else if (roll < 0.8) {
            const body = { event_id: `review-${memberId}-${day}`, user_id: memberId, type: 'review', attributes: { stars: 1 + Math.floor(random() * 5) } };
            expect((await call('POST', '/v2/events', { query: { api_key: apiKey }, body })).status).toBe(200);
          }
        }
        advanceClock(DAY);
      }
    } finally {
      resetClock();
    }
  }, 120_000);

  it("replays the program's own active rules into exactly the rule points that were awarded, rule by rule and day by day", async () => {
    const actual = await ledgerRulePoints();
    const since = new Date(historyStart * 1000).toISOString();
    const until = new Date(nowSeconds() * 1000).toISOString();

    const { asked, done } = await simulate({ since, until });

    const total = Object.values(actual).reduce((sum, points) => sum + points, 0);
    expect(asked).toMatchObject({ status: 'running', result: null, replaced: [] });
    expect(asked.rules.map((rule: { rule_id: string; source: string }) => [rule.rule_id, rule.source])).toEqual([
      [rules.coffee, 'active'],
      [rules.regulars, 'active'],
      [rules.reviews, 'active'],
    ]);
    expect(done.failure).toBeNull();
    expect(done.status).toBe('done');
    expect(total).toBeGreaterThan(0);
    expect(done.result).toMatchObject({ members_walked: members.length, members_affected: 0, actual_points: total, simulated_points: total, difference: 0, top_members: [] });
    for (const ruleId of Object.values(rules)) {
      expect(done.result.rules.find((rule: { rule_id: string }) => rule.rule_id === ruleId).points).toBe(actual[ruleId] ?? 0);
    }
    expect(done.result.by_day.every((day: { actual: number; simulated: number }) => day.actual === day.simulated)).toBe(true);
    expect(done.result.by_day.reduce((sum: number, day: { actual: number }) => sum + day.actual, 0)).toBe(total);
    expect(done.result.by_day.length).toBeGreaterThanOrEqual(HISTORY_DAYS);
    expect(done.result.triggers_replayed.purchases + done.result.triggers_replayed.activity_credits + done.result.triggers_replayed.events).toBeGreaterThan(HISTORY_DAYS);
  });

  it('answers the difference a doubled rule would have made, and what the replaced rule never did', async () => {
    const actual = await ledgerRulePoints();
    const since = new Date(historyStart * 1000).toISOString();
    const until = new Date(nowSeconds() * 1000).toISOString();
    const doubled = { ...coffeeRule, name: 'Coffee quadruple', effect: { ...coffeeRule.effect, points: 4 } };

    const { done } = await simulate({ since, until, rules: [doubled], replace: [rules.coffee] });

    const coffee = actual[rules.coffee as string] ?? 0;
    expect(coffee).toBeGreaterThan(0);
    expect(done.result.difference).toBe(coffee);
    expect(done.result.liability_change).toBe(coffee);
    expect(done.result.rules.map((rule: { rule_id: string }) => rule.rule_id)).toEqual([rules.regulars, rules.reviews, 'draft-1']);
    expect(done.result.rules.find((rule: { rule_id: string }) => rule.rule_id === 'draft-1')).toMatchObject({ source: 'draft', name: 'Coffee quadruple', points: 2 * coffee });
    expect(done.result.top_members.length).toBeGreaterThan(0);
    expect(done.result.top_members.every((member: { change: number; actual: number; simulated: number }) => member.change === member.simulated - member.actual && member.change > 0)).toBe(true);
  });

  it('says why a rule never fired, and the day a budget would have run out', async () => {
    const since = new Date(historyStart * 1000).toISOString();
    const until = new Date(nowSeconds() * 1000).toISOString();
    const picky = { name: 'Five stars only', trigger: { kind: 'event', event_type: 'review' }, conditions: { all: [{ field: 'event.attributes.stars', op: 'gt', value: 5 }] }, effect: { kind: 'fixed', points: 50 } };
    const unknownType = { name: 'Shares', trigger: { kind: 'event', event_type: 'shared_post' }, effect: { kind: 'fixed', points: 5 } };
    const small = { ...coffeeRule, name: 'Coffee on a budget', budget: { points_total: 10 } };

    const { done } = await simulate({ since, until, rules: [picky, small], replace: [rules.coffee] });
    const refused = await call('POST', `${admin}/simulations`, { headers: ADMIN_HEADERS, body: { since, until, rules: [unknownType] } });

    const never = done.result.rules.find((rule: { name: string }) => rule.name === 'Five stars only');
    expect(never).toMatchObject({ fired: 0, points: 0 });
    expect(never.skip_reasons[0].count).toBeGreaterThan(0);
    expect(done.result.budgets).toEqual([{ rule_id: 'draft-2', name: 'Coffee on a budget', points_total: 10, simulated_points: expect.any(Number), runs_out_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    expect(refused.body).toEqual({ error: 'input_error', message: 'rules.0.trigger.event_type: the program has no event type named shared_post' });
  });

  it("replays only a segment's members when asked, and groups every run by level and by the segments members are in", async () => {
    const since = new Date(historyStart * 1000).toISOString();
    const until = new Date(nowSeconds() * 1000).toISOString();
    const regulars = await segmentWith(clientId, 'Two regulars', members.slice(0, 2));

    const whole = await simulate({ since, until });
    const some = await simulate({ since, until, segment_id: regulars.segment_id });

    const inSegment = whole.done.result.by_segment.find((group: { segment_id: string }) => group.segment_id === regulars.segment_id);
    expect(inSegment).toMatchObject({ name: 'Two regulars', members: 2 });
    expect(whole.done.result.by_tier).toEqual([{ tier_id: null, members: members.length, actual: whole.done.result.actual_points, simulated: whole.done.result.simulated_points }]);
    expect(some.done.result.members_walked).toBe(2);
    expect(some.done.result.actual_points).toBe(inSegment.actual);
    expect(some.done.result.by_segment).toEqual([inSegment]);
  });

  it('refuses what it cannot run: a period in the future or backwards, a rule that is not active to replace, a segment not in use', async () => {
    const now = nowSeconds();
    const iso = (at: number) => new Date(at * 1000).toISOString();
    const ask = (body: Record<string, unknown>) => call('POST', `${admin}/simulations`, { headers: ADMIN_HEADERS, body });

    const future = await ask({ since: iso(now - DAY), until: iso(now + DAY) });
    const backwards = await ask({ since: iso(now - DAY), until: iso(now - 2 * DAY) });
    const notActive = await ask({ since: iso(now - DAY), until: iso(now), replace: ['999999'] });
    const noSegment = await ask({ since: iso(now - DAY), until: iso(now), segment_id: '999999' });
    const unknown = await call('GET', `${admin}/simulations/1`, { headers: ADMIN_HEADERS });
    const listed = await call('GET', `${admin}/simulations`, { headers: ADMIN_HEADERS });

    expect(future.body).toEqual({ error: 'input_error', message: 'until: must not be in the future' });
    expect(backwards.body.message).toBe('until: must be after since');
    expect(notActive.body.message).toBe('replace.0: rule 999999 is not an active rule of the program');
    expect(noSegment.body.message).toBe('segment_id: the program has no segment in use with id 999999');
    expect(unknown.status).toBe(404);
    expect(listed.body.simulations.length).toBeGreaterThanOrEqual(3);
    expect(listed.body.simulations[0]).not.toHaveProperty('result');
  });

  it('writes nothing to the members it replays', async () => {
    const before = await Promise.all(members.map(async (memberId) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body));
    const since = new Date(historyStart * 1000).toISOString();

    await simulate({ since, until: new Date(nowSeconds() * 1000).toISOString(), rules: [{ ...coffeeRule, name: 'Coffee x10', effect: { ...coffeeRule.effect, points: 20 } }] });

    const after = await Promise.all(members.map(async (memberId) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body));
    expect(after).toEqual(before);
  });
});

describe('a replay faithful where history is tight', () => {
  it('decides triggers of the same second with what each live write read, and counts limits used by triggers backdated before the period', async () => {
    const { clientId, apiKey } = await newClient({
      purchase_v1: true,
      points_per_currency_unit: 1,
      tiers: { version: 2, timeframe: 'lifetime', levels: [{ id: 'base', title: 'Base', min_value: 0 }, { id: 'gold', title: 'Gold', min_value: 100 }] },
    });
    const admin = `/admin/v1/clients/${clientId}`;
    const post = async (path: string, body: unknown, query: Record<string, string> = {}) => {
      const answer = await call('POST', path, { headers: ADMIN_HEADERS, query, body });
      if (answer.status >= 300) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    for (const name of ['ping', 'visit']) await post(`${admin}/event_types`, { name, title: name, attributes: [] });
    await post(`${admin}/rules`, { status: 'active', name: 'New faces', trigger: { kind: 'event', event_type: 'ping' }, conditions: { all: [{ field: 'member.lifetime_points', op: 'lt', value: 100 }] }, effect: { kind: 'fixed', points: 7 } });
    await post(`${admin}/rules`, { status: 'active', name: 'Gold baskets', trigger: { kind: 'purchase' }, conditions: { all: [{ field: 'member.tier_id', op: 'eq', value: 'gold' }] }, effect: { kind: 'fixed', points: 4 } });
    await post(`${admin}/rules`, { status: 'active', name: 'A visit a month', trigger: { kind: 'event', event_type: 'visit' }, effect: { kind: 'fixed', points: 10 }, limits: { per_member: { count: 1, period: 'month' } } });
    const [quick, backdated] = [await newMember(apiKey), await newMember(apiKey)];
    const key = { api_key: apiKey };

    freezeClock();
    try {
      const since = nowSeconds();
      // One second: a purchase that makes the member Gold and worth 100, a ping, then a purchase read as Gold.
      await post('/v2/purchases', { receipt_id: `q1-${quick.id}`, user_id: quick.id, total: 100 }, key);
      const ping = await post('/v2/events', { event_id: `ping-${quick.id}`, user_id: quick.id, type: 'ping' }, key);
      const gold = await post('/v2/purchases', { receipt_id: `q2-${quick.id}`, user_id: quick.id, total: 1 }, key);
      // A visit dated before the period takes the month's one credit; the visit after it gets none.
      advanceClock(100);
      await post('/v2/events', { event_id: `early-${backdated.id}`, user_id: backdated.id, type: 'visit', occurred_at: since - 3_600 }, key);
      advanceClock(100);
      const late = await post('/v2/events', { event_id: `late-${backdated.id}`, user_id: backdated.id, type: 'visit' }, key);
      advanceClock(100);
      const iso = (at: number) => new Date(at * 1000).toISOString();

      const asked = await post(`${admin}/simulations`, { since: iso(since), until: iso(nowSeconds()) });
      await runSimulation(clientId, asked.simulation_id);
      const done = (await call('GET', `${admin}/simulations/${asked.simulation_id}`, { headers: ADMIN_HEADERS })).body;

      expect(ping.credits).toEqual([]);
      expect(gold).toBeDefined();
      expect(late.credits).toEqual([]);
      expect(done.result.actual_points).toBeGreaterThan(0);
      expect(done.result).toMatchObject({ members_affected: 0, difference: 0 });
      expect(done.result.simulated_points).toBe(done.result.actual_points);
    } finally {
      resetClock();
    }
  });

  it('refuses a rule named twice', async () => {
    const { clientId } = await newClient();
    const now = nowSeconds();
    const iso = (at: number) => new Date(at * 1000).toISOString();

    const twice = await call('POST', `/admin/v1/clients/${clientId}/simulations`, { headers: ADMIN_HEADERS, body: { since: iso(now - 60), until: iso(now), replace: ['1', '1'] } });

    expect(twice.body).toEqual({ error: 'input_error', message: 'replace.1: rule 1 is named twice' });
  });
});
