/** What the route walks need of AdminListRuleVersions (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ruleBody } from '../../../walk-kit/rules.js';
import { bench as createRuleBench } from './create-rule.fixture.js';
import { bench as pauseRuleBench } from './pause-rule.fixture.js';

export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/rules', ruleBody('IAM versions'), 201);
  await w.admin('PUT', `/rules/${made.rule_id}`, ruleBody('IAM versions, renamed'));
  w.expect((await w.admin('GET', `/rules/${made.rule_id}/versions`)).versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
};

// After the rules were changed, activated and paused: four versions each.
export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a rule of four versions',
      (i) => {
        const [client, ruleId] = rules.at(i);
        return adminReq('GET', `/${client}/rules/${ruleId}/versions`);
      },
      { after: [pauseRuleBench], rows: (b) => b.versions.length },
    ),
  ];
};
