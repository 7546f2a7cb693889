/** What the route walks need of AdminListMemberSegments (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as changeSegmentMembersBench } from '../segments/change-segment-members.fixture.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/members/${(await w.member()).id}/segments`);
};

export const bench: BenchFixture = (p) => [
  adminCase('a bench member, in the bench segment', (i) => adminReq('GET', `${adminMemberPath(p, i)}/segments`), {
    rows: (b) => b.length,
    after: [changeSegmentMembersBench],
  }),
];
