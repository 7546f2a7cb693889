import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { advanceClock, freezeClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { type Case, generator, randomCase, reference } from '../helpers/rule-reference.js';

/**
 * The live path against the reference: seeded random rule sets made active on a program of their
 * own, a purchase of a random basket by a new member at the case's instant, and the rule entries
 * its transaction wrote (rule, version, points) and the outcomes its explanation kept equal to
 * what the reference decides from the rules' statement alone.
 */

const CASES = 16;
type Outcome = { rule_id: string; outcome: string; reason: string | null };

/** Purchase cases only, for a new member (no tier, no points yet) and fresh budgets and limits. */
function purchaseCases(): Case[] {
  const random = generator(20261129);
  const cases: Case[] = [];
  while (cases.length < CASES) {
    const c = randomCase(random);
    if (c.trigger.kind !== 'purchase') continue;
    const items = (c.trigger.purchase?.items ?? []).map((item) => ({ ...item, quantity: 1 }));
    const base = Math.floor(c.cents.total / 100);
    cases.push({ ...c, trigger: { kind: 'purchase', purchase: { total: c.cents.total / 100, items } }, base, usage: {} });
  }
  return cases;
}

const NEW_MEMBER = { tier_id: null, custom_data: {}, lifetime_points: 0 };
const cases = purchaseCases();

describe('earning rules on the live path against the reference', () => {
  afterEach(() => resetClock());

  it('has cases that reach credits and every kind of skip a new member meets', () => {
    const kinds = new Set<string>();
    for (const c of cases) {
      const decided = reference({ ...c, member: { ...NEW_MEMBER, date_created: c.at } });
      if (decided.credits.length > 0) kinds.add('credit');
      for (const [, reason] of decided.skipped) kinds.add(reason.replace(/: .*/, ''));
    }

    expect([...kinds].sort()).toEqual(expect.arrayContaining(['condition_false', 'credit', 'not_in_audience', 'outside_schedule', 'stopped_by']));
  });

  it.each(cases.map((c, n) => [n, c] as const))('case %i: the purchase writes the entries the reference decides', async (_n, c) => {
    freezeClock();
    advanceClock(c.at - nowSeconds());
    const program = await newClient({ purchase_v1: true, points_per_currency_unit: 1, time_zone: 'Asia/Tokyo' });
    const admin = `/admin/v1/clients/${program.clientId}`;
    for (const name of ['walk', 'run']) {
      await call('POST', `${admin}/event_types`, { headers: ADMIN_HEADERS, body: { name, title: name, attributes: [{ key: 'steps', type: 'number', required: false }] } });
    }
    // Made active in the case's order; a rule whose schedule ended before the case's instant is not made active, so it is not in play.
    const live: Case['rules'] = [];
    for (const rule of c.rules) {
      const made = await call('POST', `${admin}/rules`, { headers: ADMIN_HEADERS, body: { ...rule.body, status: 'active' } });
      if (made.status === 201) live.push({ ...rule, rule_id: made.body.rule_id, version: 1 });
      else expect(made.body.message).toMatch(/^schedule\.ends_at: /);
    }
    const member = await newMember(program.apiKey);
    const lines = c.trigger.purchase!.items.map((item) => ({ id: item.sku, quantity: 1, price: item.amount, category: item.category }));

    const bought = await call('POST', '/v2/purchases', { query: { api_key: program.apiKey }, body: { receipt_id: 'R1', user_id: member.id, total: c.cents.total / 100, items: lines } });
    const ledger = (await call('GET', `${admin}/members/${member.id}/ledger`, { headers: ADMIN_HEADERS })).body.entries as Array<Record<string, any>>;
    const first = ledger.find((entry) => entry.kind === 'purchase');
    const explained = first && (await call('GET', `${admin}/members/${member.id}/ledger/${first.entry_id}/explain`, { headers: ADMIN_HEADERS })).body;

    const expected = reference({ ...c, rules: live, member: { ...NEW_MEMBER, date_created: c.at } });
    const byRule = (a: [string, ...unknown[]], b: [string, ...unknown[]]) => Number(a[0]) - Number(b[0]);
    expect(bought.status).toBe(200);
    expect(ledger.filter((entry) => entry.kind === 'rule').map((entry): [string, number, number] => [entry.rule_id, entry.rule_version, entry.num_points]).sort(byRule)).toEqual(
      [...expected.credits].sort(byRule),
    );
    if (explained) {
      const skipped = (explained.rules as Outcome[]).filter((rule) => rule.outcome === 'skipped').map(({ rule_id, reason }): [string, string] => [rule_id, (reason ?? '').replace(/^condition_false: .*/, 'condition_false')]);
      expect(skipped.sort(byRule)).toEqual(expected.skipped.filter(([, reason]) => reason !== 'wrong_trigger').sort(byRule));
    }
  });
});
