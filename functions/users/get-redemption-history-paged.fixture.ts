/** What the route walks need of GetRedemptionHistoryPaged (local/walks/route-fixtures.ts). */
import { type BenchFixture, firstPage, pick } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import { isolation as getRedemptionHistoryIsolation } from './get-redemption-history.fixture.js';

// The paged form answers what GET /v2/users/{user_id}/redemption_history answers, a page at a time.
export const isolation: IsolationFixture = getRedemptionHistoryIsolation;

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2.2/users/${(await w.member()).id}/redemption_history`);
  },
};

export const bench: BenchFixture = (p) => [firstPage(p, () => `/v2.2/users/${pick(p.heavyRedeemers).id}/redemption_history`, false)];
