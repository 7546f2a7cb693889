/** What the route walks need of AdminGetReward (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/rewards/${(await w.reward()).id}`);
};

export const bench: BenchFixture = (p) => [adminCase('bench reward', () => adminReq('GET', `/${p.bench.client.clientId}/rewards/${p.rewards.plainId}`))];
