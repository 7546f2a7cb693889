/** What the route walks need of AdminGetMember (local/walks/route-fixtures.ts). */
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';

export const iam: IamFixture = async (w) => {
  // Support finds the member by e-mail.
  const member = await w.member();
  const path = `/admin/v1/clients/${w.clientId}/members/${encodeURIComponent(member.email_address)}`;
  await w.send('GET', path, { headers: ADMIN_HEADERS, query: { id_type: 'email' } });
};

export const bench: BenchFixture = (p) => [adminCase('a bench member with history, by id', (i) => adminReq('GET', adminMemberPath(p, i)))];
