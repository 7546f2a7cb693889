/** What the route walks need of GetRewardDetails (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, req, warmCatalogueRead } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';

// The refusal names the id A sent, as the hosted page's message does.
export const isolation: IsolationFixture = (a, b) => [
  ...[b.reward.id, b.codeReward.id].map((rewardId) => ({
    label: `B's reward ${rewardId}`,
    params: { reward_id: rewardId },
    echoes: [rewardId],
    expect: refusal('page_not_found', `Reward with id ${rewardId} not found`, 404),
  })),
  { label: "A's own reward", params: { reward_id: a.reward.id }, expect: 'ok', shows: [a.reward.title] },
];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2.1/rewards/${(await w.reward()).id}`);
  },
};

export const bench: BenchFixture = (p) => [
  warmCatalogueRead(p, 'catalogue cache warm', () => req('GET', `/v2.1/rewards/${p.rewards.plainId}`, { query: clientKey(p) })),
];
