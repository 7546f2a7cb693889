/** What the route walks need of AdminCreatePointsAdjustment (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { member_id: world.member.id },
  body: () => ({ points: 1, reason: 'Extremes' }),
  numbers: ['points'],
});

export const iam: IamFixture = async (w) => {
  await w.admin('POST', `/members/${(await w.member()).id}/points_adjustments`, { points: 5, reason: 'IAM walk' }, 201);
};

export const bench: BenchFixture = (p) => [
  adminCase(
    'a bench member, +5 points',
    (i) => adminReq('POST', `${adminMemberPath(p, i)}/points_adjustments`, { points: 5, reason: 'Bench goodwill', reference: `B-${i}` }),
    {
      movesValue: true,
    },
  ),
];
