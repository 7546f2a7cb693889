/** What the route walks need of GetUserActivityExtended (local/walks/route-fixtures.ts). */
import { type BenchFixture, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, eachOfB, type IsolationFixture, NO_USER, refusal } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a, b) => [
  ...eachIdOfB(b, NO_USER.page_not_found, { params: { activity_id: a.activity.id } }),
  ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({
    params: { user_id: a.memberId, activity_id: activityId },
  })),
];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/activities/${(await w.activity()).id}/extended`);
  },
};

export const bench: BenchFixture = (p) => memberReads(p, `/activities/${p.activities.capped[0]!.id}/extended`, { catalogue: true });
