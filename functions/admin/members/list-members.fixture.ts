/** What the route walks need of AdminListMembers (local/walks/route-fixtures.ts). */
import { ADMIN, adminCase, type BenchFixture, req } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';

export const iam: IamFixture = async (w) => {
  const member = await w.member();
  const list = (query: Record<string, string>) => w.send('GET', `/admin/v1/clients/${w.clientId}/members`, { headers: ADMIN_HEADERS, query });
  // Every order the directory keeps (GSI1 joined, GSI2 names, GSI3 surnames, identifiers, redeemable points) and the rank index.
  await list({});
  await list({ sort: 'lifetime_points' });
  await list({ sort: 'redeemable_points', order: 'asc' });
  await list({ q: String(member.id) });
  await list({ q: 'a', search_in: 'name' });
};

// First pages of the bench program (its members have names, e-mail addresses and points).
export const bench: BenchFixture = (p) => {
  const list = (query: Record<string, string>) => () => req('GET', `/admin/v1/clients/${p.bench.client.clientId}/members`, { headers: ADMIN, query });
  const rows = (body: { members: unknown[] }) => body.members.length;
  return [
    adminCase('newest first, first page of 25', list({}), { rows }),
    adminCase('by redeemable points, first page of 25', list({ sort: 'redeemable_points' }), { rows }),
    adminCase('by lifetime points, first page of 25', list({ sort: 'lifetime_points' }), { rows }),
    adminCase('search by name prefix, first page', list({ q: 'le' }), { rows }),
    adminCase('search by e-mail prefix, first page', list({ q: 'mem', search_in: 'email' }), { rows }),
  ];
};
