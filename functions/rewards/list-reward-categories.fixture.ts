/** What the route walks need of ListRewardCategories (local/walks/route-fixtures.ts). */
import { type BenchFixture, catalogueCases } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a) => [{ label: 'the categories', expect: 'ok', shows: [a.rewardCategory.name] }];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2/reward_categories');
  },
};

export const bench: BenchFixture = (p) => catalogueCases(p, '/v2/reward_categories', '5 categories', '1 category');
