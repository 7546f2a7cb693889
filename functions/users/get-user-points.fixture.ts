/** What the route walks need of GetUserPoints (local/walks/route-fixtures.ts). */
import { type BenchFixture, longList, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.param_error);

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/points`);
  },
};

export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/points', { rows: (b) => b.activities.length }),
  longList(p, '/points', p.heavy, (b) => b.activities.length, 'long: 150-entry ledgers (limit 100)'),
];
