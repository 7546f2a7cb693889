/** What the route walks need of AdminListRewardCategories (local/walks/route-fixtures.ts). */
import { type BenchFixture, operatorLists } from '../../../walk-kit/bench.js';
import { bench as createRewardCategoryBench } from './create-reward-category.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/reward_categories');
};

export const bench: BenchFixture = (p) => operatorLists(p, 'reward_categories', [createRewardCategoryBench]);
