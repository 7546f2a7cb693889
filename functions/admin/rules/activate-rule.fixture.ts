/** What the route walks need of AdminActivateRule (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ruleBody } from '../../../walk-kit/rules.js';
import { bench as createRuleBench } from './create-rule.fixture.js';
import { bench as getRuleBench } from './get-rule.fixture.js';
import { bench as listRulesBench } from './list-rules.fixture.js';
import { bench as replaceRuleBench } from './replace-rule.fixture.js';

export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/rules', ruleBody('IAM activated'), 201);
  await w.admin('POST', `/rules/${made.rule_id}/activate`);
};

// Each draft created above made live once (a bench program holds no more than the active cap of them).
export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a draft created above',
      (i) => {
        const [client, ruleId] = rules.at(i);
        return adminReq('POST', `/${client}/rules/${ruleId}/activate`);
      },
      { after: [createRuleBench, getRuleBench, listRulesBench, replaceRuleBench] },
    ),
  ];
};
