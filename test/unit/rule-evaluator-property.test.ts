import { type ActiveRule, evaluateRules } from '../../shared/rules/rule-evaluator.js';
import { parseRuleBody } from '../../shared/rules/rule-schema.js';
import { generator, randomCase, reference } from '../helpers/rule-reference.js';

describe('the evaluator against a reference', () => {
  it('agrees with the reference on 1,000 seeded random rule sets and triggers', () => {
    const random = generator(20260329);
    const reasons = new Set<string>();

    for (let n = 0; n < 1000; n += 1) {
      const c = randomCase(random);
      const rules: ActiveRule[] = c.rules.map((rule) => {
        const parsed = parseRuleBody(rule.body);
        if (!parsed.ok) throw new Error(`case ${n}: ${parsed.message}`);
        return { rule_id: rule.rule_id, version: rule.version, body: parsed.body };
      });

      const actual = evaluateRules({ rules, trigger: c.trigger, member: c.member, base: c.base, at: c.at, timeZone: 'Asia/Tokyo', usage: c.usage });

      const got = {
        credits: actual.credits.map((credit): [string, number, number] => [credit.rule_id, credit.rule_version, credit.points]),
        skipped: actual.skipped.map(({ rule_id, reason }): [string, string] => [rule_id, reason.startsWith('condition_false: ') ? 'condition_false' : reason]),
      };
      expect({ case: n, ...got }).toEqual({ case: n, ...reference(c) });
      for (const [, reason] of got.skipped) reasons.add(reason.replace(/: .*/, ''));
      if (got.credits.length > 0) reasons.add('credit');
    }

    // The cases reach every outcome, so agreement means something for each.
    expect([...reasons].sort()).toEqual(
      ['budget_exhausted', 'condition_false', 'credit', 'member_limit_reached', 'no_points', 'not_in_audience', 'outside_schedule', 'stopped_by', 'wrong_trigger'].sort(),
    );
  });
});
