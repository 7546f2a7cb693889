/** What the route walks need of ListRewardsPaged (local/walks/route-fixtures.ts). */
import { type BenchFixture, firstPage } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as listRewardsIsolation } from './list-rewards.fixture.js';

// The paged form answers what GET /v2/rewards answers, a page at a time.
export const isolation: IsolationFixture = listRewardsIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2.1/rewards');
  },
};

export const bench: BenchFixture = (p) => [firstPage(p, () => '/v2.1/rewards', true)];
