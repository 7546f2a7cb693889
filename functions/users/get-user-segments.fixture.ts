/** What the route walks need of GetUserSegments (local/walks/route-fixtures.ts). */
import { type BenchFixture, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.param_error);

/** The member's memberships and the program's segments in use. */
export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/segments`);
  },
};

export const bench: BenchFixture = (p) => memberReads(p, '/segments');
