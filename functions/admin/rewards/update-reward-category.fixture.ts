/** What the route walks need of AdminUpdateRewardCategory (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createRewardCategoryBench } from './create-reward-category.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a name');

export const iam: IamFixture = async (w) => {
  await w.admin('PUT', `/reward_categories/${(await w.category()).id}`, { name: w.unique('Prizes renamed ') });
};

export const bench: BenchFixture = (_p, ctx) => {
  const categories = leftBy(createRewardCategoryBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a category created above',
      (i) => {
        const [client, id] = categories.at(i);
        return adminReq('PUT', `/${client}/reward_categories/${id}`, { name: `Renamed category ${i}` });
      },
      { after: [createRewardCategoryBench] },
    ),
  ];
};
