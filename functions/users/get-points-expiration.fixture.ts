/** What the route walks need of GetPointsExpiration (local/walks/route-fixtures.ts). */
import { type BenchFixture, memberReads, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found);

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/points_expiration`);
  },
};

export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/points_expiration'),
  {
    variant: 'rolling policy: month by month, 3 ledger slices',
    apiKey: p.small.apiKey,
    request: () => req('GET', `/v2/users/${pick(p.small.members)}/points_expiration`, { query: { api_key: p.small.apiKey } }),
  },
];
