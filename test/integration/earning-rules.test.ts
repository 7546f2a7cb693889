import { activeRule } from '../../local/walks/rules.js';
import { ADMIN_HEADERS, call, newClient, newMember, resendingUnderKey } from '../../local/walks/api.js';

/**
 * Earning rules on the live path: custom events, activity credits and purchases earn what their
 * rules give, in the trigger's own transaction, each rule entry naming its rule and version.
 */

describe('earning rules on the live path', () => {
  let clientId: string;
  let apiKey: string;
  let admin: string;
  const rule = (body: Record<string, unknown>) => activeRule(clientId, body);
  const points = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body;

  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ time_zone: 'Europe/Paris' }));
    admin = `/admin/v1/clients/${clientId}`;
    const type = await call('POST', `${admin}/event_types`, {
      headers: ADMIN_HEADERS,
      body: { name: 'steps_walked', title: 'Steps walked', attributes: [{ key: 'steps', type: 'number', required: true }, { key: 'device', type: 'string', required: false }] },
    });
    expect(type.status).toBe(201);
  });

  it('credits a custom event by its per_unit rule, exactly once per event id', async () => {
    const member = await newMember(apiKey);
    const steps = await rule({
      name: '100 points per 5,000 steps',
      trigger: { kind: 'event', event_type: 'steps_walked' },
      effect: { kind: 'per_unit', points: 100, per: 5000, of: 'event.attributes.steps' },
    });
    const body = { event_id: `walk-${member.id}`, user_id: member.id, type: 'steps_walked', attributes: { steps: 12_000 } };

    const first = await call('POST', '/v2/events', { query: { api_key: apiKey }, body });
    const again = await call('POST', '/v2/events', { query: { api_key: apiKey }, body });
    const other = await call('POST', '/v2/events', { query: { api_key: apiKey }, body: { ...body, attributes: { steps: 1 } } });

    expect(first).toMatchObject({ status: 200, body: { event_id: body.event_id, duplicate: false, credits: [{ rule_id: steps.rule_id, rule_version: 1, points: 200 }] } });
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    expect(other).toMatchObject({ status: 409, body: { error: 'conflict' } });
    expect(await points(member.id)).toMatchObject({ total_points: 200 });
  });

  it('pauses every rule of the program at once and switches them on again, each rule keeping its own status', async () => {
    const { clientId: pausedId, apiKey: pausedKey } = await newClient();
    const switchPath = `/admin/v1/clients/${pausedId}/rules/switch`;
    const activity = await call('POST', `/admin/v1/clients/${pausedId}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Visit', title: 'Visit', num_points: 10 } });
    const bonus = await activeRule(pausedId, { name: 'Visit bonus', trigger: { kind: 'activity', activity_id: String(activity.body.id) }, effect: { kind: 'fixed', points: 5 } });
    const member = await newMember(pausedKey);
    const credit = () => call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: pausedKey }, body: { activity_id: activity.body.id } });
    const before = await call('GET', switchPath, { headers: ADMIN_HEADERS });

    const paused = await call('PUT', switchPath, { headers: ADMIN_HEADERS, body: { paused: true, reason: 'Budget review' } });
    const whilePaused = await credit();
    const rule = await call('GET', `/admin/v1/clients/${pausedId}/rules/${bonus.rule_id}`, { headers: ADMIN_HEADERS });
    const read = await call('GET', switchPath, { headers: ADMIN_HEADERS });
    const on = await call('PUT', switchPath, { headers: ADMIN_HEADERS, body: { paused: false } });
    const afterwards = await credit();

    expect(before.body).toEqual({ paused: false, reason: null, changed_at: null });
    expect(paused).toMatchObject({ status: 200, body: { paused: true, reason: 'Budget review', changed_at: expect.stringMatching(/^\d{4}-/) } });
    expect(whilePaused).toMatchObject({ status: 200, body: { num_points: 10, base_points: 10, credits: [] } });
    expect(rule.body).toMatchObject({ status: 'active', version: 1 });
    expect(read.body).toEqual(paused.body);
    expect(on).toMatchObject({ status: 200, body: { paused: false, reason: null } });
    expect(afterwards).toMatchObject({ status: 200, body: { num_points: 15, credits: [{ rule_id: bonus.rule_id, points: 5 }] } });
  });

  it('refuses a switch body that is not one, naming the field, and changes nothing', async () => {
    const { clientId: otherId } = await newClient();
    const switchPath = `/admin/v1/clients/${otherId}/rules/switch`;

    const answers = await Promise.all([
      call('PUT', switchPath, { headers: ADMIN_HEADERS, body: { paused: 'yes' } }),
      call('PUT', switchPath, { headers: ADMIN_HEADERS, body: { paused: true, reason: '' } }),
      call('PUT', switchPath, { headers: ADMIN_HEADERS, body: { paused: true, until: 'tomorrow' } }),
      call('PUT', '/admin/v1/clients/no-such-program/rules/switch', { headers: ADMIN_HEADERS, body: { paused: true } }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 404]);
    expect(answers[0]!.body.message).toMatch(/^paused: /);
    expect(answers[1]!.body.message).toMatch(/^reason: /);
    expect(answers[2]!.body.message).toMatch(/until/);
    expect((await call('GET', switchPath, { headers: ADMIN_HEADERS })).body).toEqual({ paused: false, reason: null, changed_at: null });
  });

  it('doubles an activity credit with a multiplier rule: the rule entry is base x (factor - 1)', async () => {
    const member = await newMember(apiKey);
    const activity = await call('POST', `${admin}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Check in', title: 'Check in', num_points: 30 } });
    const double = await rule({ name: 'Double check-ins', trigger: { kind: 'activity', activity_id: String(activity.body.id) }, effect: { kind: 'multiplier', factor: 2, of: 'base' } });

    const credit = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.body.id } });

    expect(credit).toMatchObject({ status: 200, body: { awarded: true, num_points: 60, base_points: 30, credits: [{ rule_id: double.rule_id, points: 30 }] } });
    expect(await points(member.id)).toMatchObject({ total_points: 60 });
  });

  it('explains a rule entry: the trigger, the base, every rule with its reason, what the fired rule saw', async () => {
    const member = await newMember(apiKey);
    const activity = await call('POST', `${admin}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Visit', title: 'Visit', num_points: 10 } });
    const bonus = await rule({
      name: 'Visit bonus for big earners',
      trigger: { kind: 'activity', activity_id: String(activity.body.id) },
      conditions: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 0 }] },
      effect: { kind: 'fixed', points: 5 },
    });
    const never = await rule({
      name: 'Weekend only, far away',
      trigger: { kind: 'activity', activity_id: String(activity.body.id) },
      conditions: { all: [{ field: 'member.lifetime_points', op: 'gt', value: 1_000_000 }] },
      effect: { kind: 'fixed', points: 500 },
    });
    const credit = await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.body.id } });
    const entryId = credit.body.credits[0].entry_id;

    const explained = await call('GET', `${admin}/members/${member.id}/ledger/${entryId}/explain`, { headers: ADMIN_HEADERS });

    expect(explained.status).toBe(200);
    expect(explained.body).toMatchObject({
      trigger: { kind: 'activity', activity_id: String(activity.body.id) },
      base_points: 10,
      rule_points: 5,
      total_points: 15,
      time_zone: 'Europe/Paris',
    });
    expect(explained.body.rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule_id: bonus.rule_id, outcome: 'fired', points: 5, saw: { fields: { 'member.lifetime_points': 0 } } }),
        expect.objectContaining({ rule_id: never.rule_id, outcome: 'skipped', reason: 'condition_false: member.lifetime_points 0 > 1000000' }),
      ]),
    );
    expect(explained.body.entry_ids).toHaveLength(2);
    expect(explained.body.entry_ids).toContain(entryId);
  });

  it('tries a draft rule against a member without writing anything', async () => {
    const member = await newMember(apiKey);
    const draft = { name: 'Coffee before 10', trigger: { kind: 'purchase' }, conditions: { all: [{ field: 'purchase.items[].category', op: 'eq', value: 'coffee' }] }, effect: { kind: 'fixed', points: 40 } };

    const tried = await call('POST', `${admin}/rules/evaluate`, {
      headers: ADMIN_HEADERS,
      body: { member_id: member.id, trigger: { kind: 'purchase', total: 12.5, items: [{ sku: 'LATTE', category: 'coffee', quantity: 2, price: 4 }] }, rules: [draft], with_active_rules: false },
    });

    expect(tried).toMatchObject({ status: 200, body: { rule_points: 40, rules: [{ rule_id: 'draft-1', outcome: 'fired', points: 40 }], entry_ids: [] } });
    expect(await points(member.id)).toMatchObject({ total_points: 0 });
  });

  describe('on purchases', () => {
    let shop: { clientId: string; apiKey: string };
    let shopAdmin: string;
    const shopRule = async (body: Record<string, unknown>) => {
      const made = await call('POST', `${shopAdmin}/rules`, { headers: ADMIN_HEADERS, body: { status: 'active', ...body } });
      if (made.status !== 201) throw new Error(JSON.stringify(made.body));
      return made.body;
    };
    const buy = (memberId: number, receipt: string, body: Record<string, unknown>) =>
      call('POST', '/v2/purchases', { query: { api_key: shop.apiKey }, body: { receipt_id: receipt, user_id: memberId, ...body } });
    const balance = async (memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: shop.apiKey } })).body;

    beforeAll(async () => {
      shop = await newClient({ purchase_v1: true, points_per_currency_unit: 1 });
      shopAdmin = `/admin/v1/clients/${shop.clientId}`;
      await shopRule({
        name: '500 on a first big basket',
        trigger: { kind: 'purchase' },
        conditions: { all: [{ field: 'purchase.total', op: 'gte', value: 50 }] },
        effect: { kind: 'fixed', points: 500 },
        limits: { per_member: { count: 1, period: 'lifetime' } },
      });
      await shopRule({
        name: '3x on coffee',
        trigger: { kind: 'purchase' },
        effect: { kind: 'per_unit', points: 3, per: 1, of: 'purchase.items[category=coffee].amount' },
      });
    });

    it('adds the rules to the base points, the per-member limit holding across purchases', async () => {
      const member = await newMember(shop.apiKey);
      const lines = [{ id: 'LATTE', quantity: 2, price: 5, category: 'coffee' }, { id: 'MUG', quantity: 1, price: 50 }];

      const first = await buy(member.id, `r1-${member.id}`, { total: 60, items: lines });
      const second = await buy(member.id, `r2-${member.id}`, { total: 60, items: lines });

      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      // First: 60 base + 500 first-basket + 30 coffee; second: the lifetime limit is spent.
      expect(await balance(member.id)).toMatchObject({ total_points: 590 + 90 });
    });

    it('takes rule points back on a return in the same proportion as the base points', async () => {
      const member = await newMember(shop.apiKey);
      await buy(member.id, `half-${member.id}`, { total: 100, items: [{ id: 'BEANS', quantity: 1, price: 100, category: 'coffee' }] });
      const before = await balance(member.id);

      const returned = await call('POST', '/v2/purchases/return', { query: { api_key: shop.apiKey }, body: { receipt_id: `half-${member.id}`, total: 50 } });

      // 100 base + 500 + 300 coffee = 900 earned; half the total returned takes back 450.
      expect(before).toMatchObject({ total_points: 900 });
      expect(returned).toMatchObject({ status: 200, body: { points_returned: 450 } });
      expect(await balance(member.id)).toMatchObject({ redeemable_points: 450 });
    });
  });

  it('credits a rule budget exactly, never past it, under 200 concurrent credits', async () => {
    const activity = await call('POST', `${admin}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Scan', title: 'Scan', num_points: 10 } });
    const budgeted = await rule({
      name: 'Launch week bonus',
      trigger: { kind: 'activity', activity_id: String(activity.body.id) },
      effect: { kind: 'fixed', points: 100 },
      budget: { points_total: 5_050 },
    });
    const members = [];
    for (let batch = 0; batch < 10; batch++) members.push(...(await Promise.all(Array.from({ length: 20 }, () => newMember(apiKey)))));

    // Sent as a client does under load: a 409 (nothing written) again, a 504 (outcome unknown) again under its Idempotency-Key.
    const credits = await Promise.all(
      members.map((member) =>
        resendingUnderKey((headers) => call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, headers, body: { activity_id: activity.body.id } })),
      ),
    );

    expect(credits.filter((credit) => credit.status !== 200 || credit.body.base_points !== 10).map((credit) => credit.body)).toEqual([]);
    const given = credits.flatMap((credit) => credit.body.credits).reduce((sum: number, credit: { points: number }) => sum + credit.points, 0);
    const exhausted = credits.filter((credit) => credit.body.skipped.some((skip: { reason: string }) => skip.reason === 'budget_exhausted'));
    // The budget's last points may sit in several allowances: the credits that take them may each get part of 100.
    const fired = credits.filter((credit) => credit.body.credits.length === 1);
    expect(given).toBe(5_050);
    expect(fired.every((credit) => credit.body.credits[0].points <= 100)).toBe(true);
    expect(fired.length + exhausted.length).toBe(200);
    expect((await call('GET', `${admin}/rules/${budgeted.rule_id}`, { headers: ADMIN_HEADERS })).body).toMatchObject({ budget_used: 5_050 });
  });

  it('records one event sent 50 times at once with one effect; every copy answers it', async () => {
    const member = await newMember(apiKey);
    const body = { event_id: `burst-${member.id}`, user_id: member.id, type: 'steps_walked', attributes: { steps: 5_000 } };

    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/v2/events', { query: { api_key: apiKey }, body })));

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    const first = answers.find((answer) => answer.body.duplicate === false)!.body;
    expect(answers.every((answer) => JSON.stringify(answer.body.credits) === JSON.stringify(first.credits))).toBe(true);
    expect(await points(member.id)).toMatchObject({ total_points: 100 });
  });

  it('welcomes a new member with a member_created rule: the answer and the ledger carry it', async () => {
    const program = await newClient();
    const made = await call('POST', `/admin/v1/clients/${program.clientId}/rules`, {
      headers: ADMIN_HEADERS,
      body: { name: 'Welcome', status: 'active', trigger: { kind: 'member_created' }, effect: { kind: 'fixed', points: 250 } },
    });

    const member = await newMember(program.apiKey);
    const ledger = await call('GET', `/admin/v1/clients/${program.clientId}/members/${member.id}/ledger`, { headers: ADMIN_HEADERS });

    expect(made.status).toBe(201);
    expect(member).toMatchObject({ total_points: 250, redeemable_points: 250 });
    expect(ledger.body.entries).toEqual([expect.objectContaining({ kind: 'rule', num_points: 250, name: 'Welcome' })]);
  });

  it('answers a repeated event as recorded even once its type is archived; another body under its id is 409 whatever it holds', async () => {
    const member = await newMember(apiKey);
    await call('POST', `${admin}/event_types`, { headers: ADMIN_HEADERS, body: { name: 'class_attended', title: 'Class', attributes: [] } });
    const body = { event_id: `class-${member.id}`, user_id: member.id, type: 'class_attended' };
    const first = await call('POST', '/v2/events', { query: { api_key: apiKey }, body });
    await call('POST', `${admin}/event_types/class_attended/archive`, { headers: ADMIN_HEADERS });

    const again = await call('POST', '/v2/events', { query: { api_key: apiKey }, body });
    const other = await call('POST', '/v2/events', { query: { api_key: apiKey }, body: { ...body, type: 'no_such_type' } });

    expect(first).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(again).toMatchObject({ status: 200, body: { ...first.body, duplicate: true } });
    expect(other).toMatchObject({ status: 409, body: { error: 'conflict' } });
  });

  it('tries a budgeted draft with its whole budget, not as spent', async () => {
    const member = await newMember(apiKey);
    const draft = { name: 'Budgeted draft', trigger: { kind: 'purchase' }, effect: { kind: 'fixed', points: 30 }, budget: { points_total: 100 } };

    const tried = await call('POST', `${admin}/rules/evaluate`, {
      headers: ADMIN_HEADERS,
      body: { member_id: member.id, trigger: { kind: 'purchase', total: 5 }, rules: [draft], with_active_rules: false },
    });

    expect(tried).toMatchObject({ status: 200, body: { rules: [{ rule_id: 'draft-1', outcome: 'fired', points: 30, saw: { budget_left: 100 } }] } });
  });
});
