/** What the route walks need of GetLegacyRewardDetails (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, req, warmCatalogueRead } from '../../local/walks/bench.js';
import type { IamFixture } from '../../local/walks/iam.js';
import { type IsolationFixture, refusal } from '../../local/walks/isolation.js';

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
    await w.app('GET', `/v2/rewards/${(await w.reward()).id}`);
  },
};

export const bench: BenchFixture = (p) => [
  warmCatalogueRead(p, 'catalogue cache warm', () => req('GET', `/v2/rewards/${p.rewards.plainId}`, { query: clientKey(p) })),
];
