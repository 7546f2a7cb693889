/** What the route walks need of AdminPreviewSegment (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { DYNAMIC_SEGMENT_BODY, type FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

const preview = { filter: DYNAMIC_SEGMENT_BODY.filter };

export const fuzz: FuzzFixture = () => ({ body: () => preview, numbers: ['filter.all.0.value'] });

/** The registration counters, the member sample line, the members and their memberships of a static segment the filter reads. */
export const iam: IamFixture = async (w) => {
  const member = await w.member();
  const made = await w.admin('POST', '/segments', { name: 'IAM previewed' }, 201);
  await w.admin('POST', `/segments/${made.segment_id}/members`, { add: [member.id] });
  const answer = await w.admin('POST', '/segments/preview', { filter: { all: [{ field: `in_segment.${made.segment_id}`, op: 'eq', value: true }] } }, 200);
  w.expect(answer.member_count).toBe(1);
  w.expect(answer.sample_members).toEqual([w.expect.objectContaining({ user_id: member.id })]);
};

export const bench: BenchFixture = (p) => [
  adminCase('a draft filter over the bench program', () => adminReq('POST', `/${p.bench.client.clientId}/segments/preview`, preview), {
    rows: (b) => b.sample_members.length,
  }),
];
