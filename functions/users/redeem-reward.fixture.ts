/** What the route walks need of RedeemReward (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, memberWithPoints, redemptionWorld } from '../../walk-kit/idempotency.js';
import { redeemRewardRoute } from './redeem-reward.contract.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { eachIdOfB, eachOfB, type IsolationFixture, refusal, withBsKey } from '../../walk-kit/isolation.js';
import type { MemberIsolationFixture } from '../../walk-kit/member-isolation.js';

export const isolation: IsolationFixture = (a, b) => [
  ...eachIdOfB(b, refusal('page_not_found', 'user does not exist', 404), { body: { reward_id: a.reward.id } }),
  ...eachOfB('reward', [b.reward.id, b.codeReward.id], refusal('invalid_reward', 'reward does not exist', 404), (rewardId) => ({
    params: { user_id: a.memberId },
    body: { reward_id: rewardId },
  })),
  withBsKey('redemption', { params: { user_id: a.memberId }, body: { reward_id: a.reward.id } }),
];

export const memberIsolation: MemberIsolationFixture = (w) => ({ body: { reward_id: w.rewardId } });

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ reward_id: world.reward.id, quantity: 1 }),
  numbers: ['reward_id', 'quantity'],
});

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'redemption',
      async arrange(program) {
        const [member, reward] = await Promise.all([
          memberWithPoints(program, 100),
          program.api.createReward(program.clientId, { num_points: 10, total_quantity: 10 }),
        ]);
        return redemptionWorld(program, redeemRewardRoute, member, reward.id);
      },
      newKey: 'effect',
    },
    {
      name: 'redemption of the last code',
      async arrange(program) {
        const [member, { reward }] = await Promise.all([memberWithPoints(program, 100), program.api.createCodeReward(program.clientId, 1, { num_points: 10 })]);
        return redemptionWorld(program, redeemRewardRoute, member, reward.id);
      },
      newKey: { status: 403, error: 'out_of_stock', message: 'the reward is out of stock' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  await w.shippedOrder();
  await w.codeOrder();
};

export const bench: BenchFixture = (p, ctx) => {
  const redeemers = p.take(ctx.perRoute, 50);
  const codeRedeemers = p.take(ctx.perRoute, 30);
  return [
    memberWrite(p, 'plain reward, Idempotency-Key', true, (i) =>
      req('POST', `/v2/users/${redeemers[i]!.id}/redemption`, { query: clientKey(p), headers: idempotencyKey(), body: { reward_id: p.rewards.plainId } }),
    ),
    memberWrite(p, 'code reward (claims a code), Idempotency-Key', true, (i) =>
      req('POST', `/v2/users/${codeRedeemers[i]!.id}/redemption`, {
        query: clientKey(p),
        headers: idempotencyKey(),
        body: { reward_id: p.rewards.codeRewardId },
      }),
    ),
  ];
};
