/** What the route walks need of AdminCreateMemberNote (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a note (text) only');

export const iam: IamFixture = async (w) => {
  await w.admin('POST', `/members/${(await w.member()).id}/notes`, { text: 'Called about a missing stamp' }, 201);
};

export const bench: BenchFixture = (p) => [
  adminCase('a bench member, a short note', (i) => adminReq('POST', `${adminMemberPath(p, i)}/notes`, { text: `Bench call ${i}: asked about their balance` })),
];
