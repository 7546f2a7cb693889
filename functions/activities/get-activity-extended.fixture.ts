/** What the route walks need of GetActivityExtended (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, pick, req, warmCatalogueRead } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachOfB, type IsolationFixture, refusal } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (a, b) => [
  ...eachOfB('activity', [b.activity.id, b.campaign.activity_id], refusal('param_error', 'activity does not exist'), (activityId) => ({
    params: { activity_id: activityId },
  })),
  { label: "A's own activity", params: { activity_id: a.activity.id }, expect: 'ok', shows: [a.activity.name] },
];

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2/activities/${(await w.activity()).id}/extended`);
  },
};

export const bench: BenchFixture = (p) => [
  warmCatalogueRead(p, 'catalogue cache warm', () => req('GET', `/v2/activities/${pick(p.activities.uncapped).id}/extended`, { query: clientKey(p) })),
];
