/** What the route walks need of AdminChangeSegmentMembers (local/walks/route-fixtures.ts). */
import { createSegment } from '../../../shared/segments/index.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { segment_id: world.segment.segment_id },
  body: () => ({ add: [world.member.id] }),
  numbers: ['add.0'],
  taken: [['add.0', [1, Number.MAX_SAFE_INTEGER]]],
});

/** The member joins and leaves (each a transaction with the member checked, the count and the event), an unknown id answered back. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/segments', { name: 'IAM members' }, 201);
  const member = await w.member();
  w.expect(await w.admin('POST', `/segments/${made.segment_id}/members`, { add: [member.id, 999_999_999] })).toMatchObject({
    added: 1,
    not_found: ['999999999'],
  });
  await w.admin('POST', `/segments/${made.segment_id}/members`, { remove: [member.email_address], id_type: 'email' });
  await w.admin('POST', `/segments/${made.segment_id}/members`, { add: [member.id] });
};

/** Ten bench members a call join the bench program's segment; the members' segments then list it. */
export const bench: BenchFixture = (p, ctx) => {
  // The bench program's segment these changes fill; its id, for the member list's case.
  const segment = leftBy(bench, ctx, () => new Created<string>());
  const clientId = p.bench.client.clientId;
  const members = (i: number) => Array.from({ length: 10 }, (_unused, n) => p.members[(i * 10 + n) % p.members.length]!.id);
  return [
    adminCase('ten bench members join', (i) => adminReq('POST', `/${clientId}/segments/${segment.at(0)}/members`, { add: members(i) }), {
      prepare: async () => {
        segment.items.push((await createSegment(clientId, { name: `Bench audience ${ctx.run}`, description: null, kind: 'static' })).segment_id);
      },
      rows: (b) => b.added + b.unchanged,
    }),
  ];
};
