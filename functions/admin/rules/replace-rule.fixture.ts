/** What the route walks need of AdminReplaceRule (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import { PURCHASE_RULE_NUMBERS, purchaseRuleBody } from '../../../walk-kit/rules.js';
import { bench as createRuleBench } from './create-rule.fixture.js';
import { bench as getRuleBench } from './get-rule.fixture.js';

// Rule 1 of the walk's program: AdminCreateRule's probe, earlier in the route list, makes it before these run.
export const fuzz: FuzzFixture = () => ({
  params: { rule_id: '1' },
  body: () => purchaseRuleBody('Coffee mornings, changed'),
  numbers: PURCHASE_RULE_NUMBERS,
  refused: [['budget.points_total', [0, 1.5, 1_000_000_000_001]]],
  taken: [
    ['priority', [0, 1_000_000]],
    ['budget.points_total', [1, 1_000_000_000_000]],
  ],
});

/** A budget's total changed: the reserve rewritten from what the allowances hold. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/rules', purchaseRuleBody('IAM changed'), 201);
  await w.admin('PUT', `/rules/${made.rule_id}`, purchaseRuleBody('IAM changed', 50_000));
};

// Runs after the reads, on the drafts, so the status moves (after it) meet the rules changed.
export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a draft created above, its budget raised',
      (i) => {
        const [client, ruleId] = rules.at(i);
        return adminReq('PUT', `/${client}/rules/${ruleId}`, purchaseRuleBody(`Bench rule ${i}, changed`, 200_000 + i));
      },
      { after: [createRuleBench, getRuleBench] },
    ),
  ];
};
