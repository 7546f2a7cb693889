/** What the route walks need of CreditUserActivity (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { earned, type IdempotencyFixture, pathOf, pointsOf, post } from '../../walk-kit/idempotency.js';
import { creditUserActivityRoute } from './credit-user-activity.contract.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { eachIdOfB, eachOfB, type IsolationFixture, NO_USER, refusal, withBsKey } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a, b) => [
  ...eachIdOfB(b, NO_USER.page_not_found, { body: { activity_id: a.activity.id } }),
  ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({
    params: { user_id: a.memberId },
    body: { activity_id: activityId },
  })),
  withBsKey('credit', { params: { user_id: a.memberId }, body: { activity_id: a.activity.id } }),
];

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'activity credit',
      async arrange(program) {
        const member = await program.api.newMember(program.apiKey);
        return {
          send: post(program, pathOf(creditUserActivityRoute, { user_id: member.id })),
          body: { activity_id: program.activityId },
          otherBody: { activity_id: program.activityId, num_points: 5 },
          state: () => pointsOf(program, member.id),
          effect: (state) => earned(state, 30),
        };
      },
      newKey: 'effect',
    },
  ],
};

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ activity_id: world.activity.id, activity_date: nowSeconds() - 60, num_points: 1, extra_data: { gate: 4 } }),
  numbers: ['activity_id', 'activity_date', 'num_points'],
  freeJson: ['extra_data'],
});

export const iam: IamFixture = async (w) => {
  await w.credited();
};

export const bench: BenchFixture = (p, ctx) => {
  const credited = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'uncapped activity, Idempotency-Key', true, (i) =>
      req('POST', `/v2/users/${credited[i]!.id}/activities`, {
        query: clientKey(p),
        headers: idempotencyKey(),
        body: { activity_id: p.activities.uncapped[i % p.activities.uncapped.length]!.id },
      }),
    ),
  ];
};
