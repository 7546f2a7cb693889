/** What the route walks need of AdminListRewards (local/walks/route-fixtures.ts). */
import { type BenchFixture, operatorLists } from '../../../walk-kit/bench.js';
import { bench as createRewardBench } from './create-reward.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/rewards');
};

export const bench: BenchFixture = (p) => operatorLists(p, 'rewards', [createRewardBench]);
