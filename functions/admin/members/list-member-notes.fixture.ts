/** What the route walks need of AdminListMemberNotes (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as createMemberNoteBench } from './create-member-note.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/members/${(await w.member()).id}/notes`);
};

export const bench: BenchFixture = (p) => [
  adminCase('a member with notes, first page', (i) => adminReq('GET', `${adminMemberPath(p, i)}/notes`), {
    rows: (b) => b.notes.length,
    after: [createMemberNoteBench],
  }),
];
