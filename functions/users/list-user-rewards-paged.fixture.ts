/** What the route walks need of ListUserRewardsPaged (local/walks/route-fixtures.ts). */
import { type BenchFixture, firstPage, pick } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as listUserRewardsIsolation } from './list-user-rewards.fixture.js';

// The paged form answers what GET /v2/users/{user_id}/rewards answers, a page at a time.
export const isolation: IsolationFixture = listUserRewardsIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2.1/users/${(await w.member()).id}/rewards`);
  },
};

export const bench: BenchFixture = (p) => [firstPage(p, () => `/v2.1/users/${pick(p.members).id}/rewards`, true)];
