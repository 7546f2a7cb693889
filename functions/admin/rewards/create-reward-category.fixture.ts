/** What the route walks need of AdminCreateRewardCategory (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, eitherOperatorClient, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a name');

export const iam: IamFixture = async (w) => {
  await w.category();
};

// The categories made here, as [client id, category id], are renamed by AdminUpdateRewardCategory.
export const bench: BenchFixture = (p, ctx) => {
  const categories = leftBy(bench, ctx, () => new Created<[string, string]>());
  return [
    adminCase('operator clients', (i) => adminReq('POST', `/${eitherOperatorClient(p, i)}/reward_categories`, { name: `Category ${i}` }), {
      onResponse: (b, i) => categories.items.push([eitherOperatorClient(p, i), b.id]),
    }),
  ];
};
