/** What the route walks need of AdminArchiveSegment (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as createSegmentBench } from './create-segment.fixture.js';
import { bench as getSegmentBench } from './get-segment.fixture.js';
import { bench as listSegmentsBench } from './list-segments.fixture.js';
import { bench as replaceSegmentBench } from './replace-segment.fixture.js';

/** Archived: its live copy deleted and the count of segments in use lowered. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/segments', { name: 'IAM archived' }, 201);
  await w.admin('POST', `/segments/${made.segment_id}/archive`);
};

// Each segment created above is archived once, after every other case has used it.
export const bench: BenchFixture = (_p, ctx) => {
  const segments = leftBy(createSegmentBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a segment created above',
      (i) => {
        const [client, segmentId] = segments.at(i);
        return adminReq('POST', `/${client}/segments/${segmentId}/archive`);
      },
      { after: [getSegmentBench, listSegmentsBench, replaceSegmentBench] },
    ),
  ];
};
