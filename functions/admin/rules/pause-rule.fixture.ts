/** What the route walks need of AdminPauseRule (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ruleBody } from '../../../walk-kit/rules.js';
import { bench as activateRuleBench } from './activate-rule.fixture.js';
import { bench as createRuleBench } from './create-rule.fixture.js';

export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/rules', { ...ruleBody('IAM paused'), status: 'active' }, 201);
  await w.admin('POST', `/rules/${made.rule_id}/pause`);
};

// Each rule AdminActivateRule made live, paused once.
export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a rule activated above',
      (i) => {
        const [client, ruleId] = rules.at(i);
        return adminReq('POST', `/${client}/rules/${ruleId}/pause`);
      },
      { after: [activateRuleBench] },
    ),
  ];
};
