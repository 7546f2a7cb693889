/** What the route walks need of AdminAddRewardCodes (local/walks/route-fixtures.ts). */
import { createReward, RewardInputSchema } from '../../../shared/rewards/reward-catalogue.js';
import { createCouponCategory } from '../../../shared/rewards/reward-categories.js';
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('code strings');

export const iam: IamFixture = async (w) => {
  const codeReward = await w.codeReward();
  await w.admin('POST', `/rewards/${codeReward.reward.id}/codes`, { codes: [w.unique('CODE-')] }, 201);
};

// The code reward lives on the second operator client, so the first one's reward list stays plain rewards.
export const bench: BenchFixture = (p, ctx) => {
  const opB = p.operatorB.client.clientId;
  let codeRewardId = '';
  return [
    adminCase(
      '10 new codes',
      (i) => adminReq('POST', `/${opB}/rewards/${codeRewardId}/codes`, { codes: Array.from({ length: 10 }, (_, j) => `OPC-${ctx.run}-${i}-${j}`) }),
      {
        movesValue: true,
        prepare: async () => {
          const category = await createCouponCategory(opB, { name: 'Operator coupons', expiration_days: null });
          codeRewardId = String(
            (await createReward(opB, RewardInputSchema.parse({ title: 'Operator code reward', num_points: 10, coupon_category_id: category.id }))).id,
          );
        },
      },
    ),
  ];
};
