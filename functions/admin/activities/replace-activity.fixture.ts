/** What the route walks need of AdminReplaceActivity (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy, operatorActivityBody } from '../../../walk-kit/bench.js';
import { bench as createActivityBench } from './create-activity.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ACTIVITY_NUMBERS, type FuzzFixture, validActivityBody } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { activity_id: world.activity.id },
  body: () => ({ ...validActivityBody(), freq_cap: null }),
  numbers: ACTIVITY_NUMBERS,
  freeJson: ['extra_data'],
});

export const iam: IamFixture = async (w) => {
  await w.admin('PUT', `/activities/${(await w.activity()).id}`, { name: 'Check in', title: 'Check in again', num_points: 500 });
};

export const bench: BenchFixture = (p, ctx) => {
  const activities = leftBy(createActivityBench, ctx, () => new Created<string>());
  return [
    adminCase(
      'an activity created above',
      (i) => adminReq('PUT', `/${p.operator.client.clientId}/activities/${activities.at(i)}`, { ...operatorActivityBody(i), freq_cap: 2, freq_period_id: 2 }),
      { after: [createActivityBench] },
    ),
  ];
};
