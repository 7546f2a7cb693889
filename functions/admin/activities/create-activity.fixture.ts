/** What the route walks need of AdminCreateActivity (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy, operatorActivityBody } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ACTIVITY_NUMBERS, type FuzzFixture, validActivityBody } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = () => ({
  body: validActivityBody,
  numbers: ACTIVITY_NUMBERS,
  freeJson: ['extra_data'],
});

export const iam: IamFixture = async (w) => {
  await w.activity();
};

// AdminReplaceActivity replaces the activities made here.
export const bench: BenchFixture = (p, ctx) => {
  const activities = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('uncapped activity', (i) => adminReq('POST', `/${p.operator.client.clientId}/activities`, operatorActivityBody(i)), {
      onResponse: (b) => activities.items.push(String(b.id)),
    }),
  ];
};
