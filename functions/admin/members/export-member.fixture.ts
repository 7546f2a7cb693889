/** What the route walks need of AdminExportMember (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/members/${(await w.member()).id}/export`);
};

export const bench: BenchFixture = (p) => [
  adminCase('a bench member with history, first page', (i) => adminReq('GET', `${adminMemberPath(p, i)}/export`), { rows: (b) => b.records.length }),
];
