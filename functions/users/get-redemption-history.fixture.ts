/** What the route walks need of GetRedemptionHistory (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, longList, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found);

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/redemption_history`);
  },
};

export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/redemption_history', { pool: p.couponHolders.map((h) => h.member), rows: arrayRows }),
  longList(p, '/redemption_history', p.heavyRedeemers, arrayRows, 'long: 20 redemptions each'),
];
