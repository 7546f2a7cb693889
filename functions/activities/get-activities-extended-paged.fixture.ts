/** What the route walks need of GetActivitiesExtendedPaged (local/walks/route-fixtures.ts). */
import { type BenchFixture, firstPage } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as getActivitiesExtendedIsolation } from './get-activities-extended.fixture.js';

// The paged form answers what GET /v2/activities/extended answers, a page at a time.
export const isolation: IsolationFixture = getActivitiesExtendedIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2.1/activities/extended');
  },
};

export const bench: BenchFixture = (p) => [firstPage(p, () => '/v2.1/activities/extended', true)];
