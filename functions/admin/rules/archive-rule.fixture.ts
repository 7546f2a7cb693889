/** What the route walks need of AdminArchiveRule (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ruleBody } from '../../../walk-kit/rules.js';
import { bench as createRuleBench } from './create-rule.fixture.js';
import { bench as listRuleVersionsBench } from './list-rule-versions.fixture.js';
import { bench as pauseRuleBench } from './pause-rule.fixture.js';

/** An active rule archived: its live copy deleted and the active count lowered. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/rules', { ...ruleBody('IAM archived'), status: 'active' }, 201);
  await w.admin('POST', `/rules/${made.rule_id}/archive`);
};

// Each rule created above is archived once, after every other case has used it.
export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a paused rule created above',
      (i) => {
        const [client, ruleId] = rules.at(i);
        return adminReq('POST', `/${client}/rules/${ruleId}/archive`);
      },
      { after: [pauseRuleBench, listRuleVersionsBench] },
    ),
  ];
};
