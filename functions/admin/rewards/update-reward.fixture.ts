/** What the route walks need of AdminUpdateReward (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy, operatorRewardBody } from '../../../walk-kit/bench.js';
import { bench as createRewardBench } from './create-reward.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, REWARD_NUMBERS, validRewardBody } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { reward_id: world.reward.id },
  body: () => ({ ...validRewardBody(), total_quantity: 100_000 }),
  numbers: REWARD_NUMBERS,
  text: ['min_tier_id'],
  freeJson: ['extra_data'],
});

export const iam: IamFixture = async (w) => {
  const [reward, category] = [await w.reward(), await w.category()];
  await w.admin('PUT', `/rewards/${reward.id}`, { title: 'Jersey', num_points: 10, total_quantity: 120, is_shipping_required: 1, category_id: category.id });
};

export const bench: BenchFixture = (p, ctx) => {
  const rewards = leftBy(createRewardBench, ctx, () => new Created<string>());
  return [
    adminCase(
      'a reward created above, new total',
      (i) => adminReq('PUT', `/${p.operator.client.clientId}/rewards/${rewards.at(i)}`, { ...operatorRewardBody(i), total_quantity: 2_000 }),
      { movesValue: true, after: [createRewardBench] },
    ),
  ];
};
