/** What the route walks need of GetActivitiesExtended (local/walks/route-fixtures.ts). */
import { type BenchFixture, catalogueCases } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a) => [{ label: 'the activities', expect: 'ok', shows: [a.activity.name] }];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', '/v2/activities/extended');
  },
};

export const bench: BenchFixture = (p) => catalogueCases(p, '/v2/activities/extended', '21 activities', '3 activities');
