/** What the route walks need of AdminListMemberRedemptions (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/members/${(await w.member()).id}/redemptions`);
};

export const bench: BenchFixture = (p) => [
  adminCase('a bench member, first page', (i) => adminReq('GET', `${adminMemberPath(p, i)}/redemptions`), { rows: (b) => b.rewards.length }),
];
