/** What the route walks need of AdminReplaceSegment (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { DYNAMIC_SEGMENT_BODY, type FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as createSegmentBench } from './create-segment.fixture.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { segment_id: world.dynamicSegment.segment_id },
  body: () => DYNAMIC_SEGMENT_BODY,
  numbers: ['filter.all.0.value'],
});

/** Renamed: the definition and its live copy written. */
export const iam: IamFixture = async (w) => {
  const made = await w.admin('POST', '/segments', { name: 'IAM renamed' }, 201);
  await w.admin('PUT', `/segments/${made.segment_id}`, { name: 'IAM renamed again', description: 'Renamed by the walk' });
  w.expect(await w.builtSegment('replace')).toMatchObject({ status: 'ready' });
};

export const bench: BenchFixture = (_p, ctx) => {
  const segments = leftBy(createSegmentBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a segment created above, renamed',
      (i) => {
        const [client, segmentId] = segments.at(i);
        return adminReq('PUT', `/${client}/segments/${segmentId}`, { name: `Renamed segment ${i}`, description: 'Bench' });
      },
      { after: [createSegmentBench] },
    ),
  ];
};
