/** What the route walks need of AdminListRules (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';
import { bench as createRuleBench } from './create-rule.fixture.js';

export const iam: IamFixture = async (w) => {
  await w.send('GET', `/admin/v1/clients/${w.clientId}/rules`, { headers: ADMIN_HEADERS, query: { include_archived: 'true' } });
};

export const bench: BenchFixture = (_p, ctx) => {
  const rules = leftBy(createRuleBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase('a program of many rules', () => adminReq('GET', `/${rules.at(0)[0]}/rules`), {
      rows: (b) => b.rules.length,
      after: [createRuleBench],
    }),
  ];
};
