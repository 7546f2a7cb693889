/** What the route walks need of GetUserActivitiesExtended (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, type BenchTenant, memberReads, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found);

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/activities/extended`);
  },
};

export const bench: BenchFixture = (p) => {
  const variants: Array<[string, BenchTenant, number[]]> = [
    ['cache miss, long: 21 activities', p.bench, p.members.map((m) => m.id)],
    ['cache miss, short: 3 activities', p.small, p.small.members],
  ];
  return [
    ...memberReads(p, '/activities/extended', { rows: arrayRows, catalogue: true }),
    ...variants.map(([variant, tenant, members]) => ({
      variant,
      rows: arrayRows,
      apiKey: tenant.apiKey,
      catalogue: { clientId: tenant.client.clientId, apiKey: tenant.apiKey, mode: 'miss' as const },
      request: () => req('GET', `/v2/users/${pick(members)}/activities/extended`, { query: { api_key: tenant.apiKey } }),
    })),
  ];
};
