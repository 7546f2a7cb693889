/** What the route walks need of AdminGetRule (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { purchaseRuleBody } from '../../../walk-kit/rules.js';
import { bench as createRuleBench } from './create-rule.fixture.js';

/** A rule with a budget: the read sums its allowances. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/rules', purchaseRuleBody('IAM read'), 201);
  w.expect(await w.admin('GET', `/rules/${made.rule_id}`)).toMatchObject({ rule_id: made.rule_id, budget_used: 0 });
};

export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a rule with a budget, created above',
      (i) => {
        const [client, ruleId] = rules.at(i);
        return adminReq('GET', `/${client}/rules/${ruleId}`);
      },
      { after: [createRuleBench] },
    ),
  ];
};
