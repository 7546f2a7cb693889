/** What the route walks need of AdminListActivities (local/walks/route-fixtures.ts). */
import { type BenchFixture, operatorLists } from '../../../walk-kit/bench.js';
import { bench as createActivityBench } from './create-activity.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/activities');
};

export const bench: BenchFixture = (p) => operatorLists(p, 'activities', [createActivityBench]);
