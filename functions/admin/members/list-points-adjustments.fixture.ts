/** What the route walks need of AdminListPointsAdjustments (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as createPointsAdjustmentBench } from './create-points-adjustment.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/members/${(await w.member()).id}/points_adjustments`);
};

export const bench: BenchFixture = (p) => [
  adminCase('a member adjusted above', (i) => adminReq('GET', `${adminMemberPath(p, i)}/points_adjustments`), { after: [createPointsAdjustmentBench] }),
];
