/** What the route walks need of AdminListSegments (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ADMIN_HEADERS } from '../../../walk-kit/requests.js';
import { bench as createSegmentBench } from './create-segment.fixture.js';

/** Every segment with its count: the definitions and every count shard read. */
export const iam: IamFixture = async (w) => {
  await w.admin('POST', '/segments', { name: 'IAM listed' }, 201);
  await w.send('GET', `/admin/v1/clients/${w.clientId}/segments`, { headers: ADMIN_HEADERS, query: { include_archived: 'true' } });
};

export const bench: BenchFixture = (_p, ctx) => {
  const segments = leftBy(createSegmentBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase('a program of many segments', () => adminReq('GET', `/${segments.at(0)[0]}/segments`), {
      rows: (b) => b.segments.length,
      after: [createSegmentBench],
    }),
  ];
};
