/** What the route walks need of AdminGetRewardCategory (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createRewardCategoryBench } from './create-reward-category.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/reward_categories/${(await w.category()).id}`);
};

export const bench: BenchFixture = (_p, ctx) => {
  const categories = leftBy(createRewardCategoryBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a category created above',
      (i) => {
        const [client, id] = categories.at(i);
        return adminReq('GET', `/${client}/reward_categories/${id}`);
      },
      { after: [createRewardCategoryBench] },
    ),
  ];
};
