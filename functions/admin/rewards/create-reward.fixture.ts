/** What the route walks need of AdminCreateReward (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy, operatorRewardBody } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, REWARD_NUMBERS, validRewardBody } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = () => ({
  body: validRewardBody,
  numbers: REWARD_NUMBERS,
  text: ['min_tier_id'],
  freeJson: ['extra_data'],
});

export const iam: IamFixture = async (w) => {
  await w.reward();
  await w.codeReward();
};

// AdminUpdateReward gives the rewards made here a new total.
export const bench: BenchFixture = (p, ctx) => {
  const rewards = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('plain reward with its stock', (i) => adminReq('POST', `/${p.operator.client.clientId}/rewards`, operatorRewardBody(i)), {
      movesValue: true,
      onResponse: (b) => rewards.items.push(b.id),
    }),
  ];
};
