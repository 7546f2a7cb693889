/** What the route walks need of AdminGetSegment (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as createSegmentBench } from './create-segment.fixture.js';

/** A segment and its count shards read. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/segments', { name: 'IAM read' }, 201);
  w.expect(await w.admin('GET', `/segments/${made.segment_id}`)).toMatchObject({ segment_id: made.segment_id, member_count: 0 });
};

export const bench: BenchFixture = (_p, ctx) => {
  const segments = leftBy(createSegmentBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a segment created above',
      (i) => {
        const [client, segmentId] = segments.at(i);
        return adminReq('GET', `/${client}/segments/${segmentId}`);
      },
      { after: [createSegmentBench] },
    ),
  ];
};
