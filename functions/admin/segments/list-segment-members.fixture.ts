/** What the route walks need of AdminListSegmentMembers (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as changeMembersBench } from './change-segment-members.fixture.js';

/** A page of the member line (the segment's index shards) and the members' items. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/segments', { name: 'IAM listed members' }, 201);
  const member = await w.member();
  await w.admin('POST', `/segments/${made.segment_id}/members`, { add: [member.id] });
  w.expect((await w.admin('GET', `/segments/${made.segment_id}/members`)).members).toEqual([w.expect.objectContaining({ user_id: member.id })]);
};

export const bench: BenchFixture = (p, ctx) => {
  const segment = leftBy(changeMembersBench, ctx, () => new Created<string>());
  return [
    adminCase('the bench program segment filled above, a page of 25', () => adminReq('GET', `/${p.bench.client.clientId}/segments/${segment.at(0)}/members`), {
      rows: (b) => b.members.length,
      after: [changeMembersBench],
    }),
  ];
};
