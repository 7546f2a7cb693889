/** What the route walks need of GetUserRank (local/walks/route-fixtures.ts). */
import { type BenchFixture, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.param_error);

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/rank`);
  },
};

export const bench: BenchFixture = (p) => memberReads(p, '/rank');
