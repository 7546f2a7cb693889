/** What the route walks need of GetUserActivitiesExtendedPaged (local/walks/route-fixtures.ts). */
import { type BenchFixture, firstPage, pick } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as getUserActivitiesExtendedIsolation } from './get-user-activities-extended.fixture.js';

// The paged form answers what GET /v2/users/{user_id}/activities/extended answers, a page at a time.
export const isolation: IsolationFixture = getUserActivitiesExtendedIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2.1/users/${(await w.member()).id}/activities/extended`);
  },
};

export const bench: BenchFixture = (p) => [firstPage(p, () => `/v2.1/users/${pick(p.members).id}/activities/extended`, true)];
