/** What the route walks need of GetUserPendingPoints (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, longList, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found);

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/points/pending`);
  },
};

// A read by member too, but it may write (it clears due pending points first).
export const bench: BenchFixture = (p) => [
  {
    variant: 'id_type=id',
    rows: (b) => b.activities.length,
    apiKey: p.bench.apiKey,
    request: () => req('GET', `/v2/users/${pick(p.members).id}/points/pending`, { query: clientKey(p) }),
  },
  longList(p, '/points/pending', p.heavy, (b) => b.activities.length, 'long: 150-entry ledgers (limit 50), pending purchase'),
];
