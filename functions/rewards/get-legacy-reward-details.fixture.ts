/** What the route walks need of GetLegacyRewardDetails (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, req, warmCatalogueRead } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as rewardDetailsIsolation } from './get-reward-details.fixture.js';

// The legacy details answer what the v2.1 details answer, the id as a string: the same probes.
export const isolation: IsolationFixture = rewardDetailsIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2/rewards/${(await w.reward()).id}`);
  },
};

export const bench: BenchFixture = (p) => [
  warmCatalogueRead(p, 'catalogue cache warm', () => req('GET', `/v2/rewards/${p.rewards.plainId}`, { query: clientKey(p) })),
];
