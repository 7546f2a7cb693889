/** What the route walks need of ListUsableCoupons (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, longList, memberReads } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER, refusal } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) =>
  eachIdOfB(b, NO_USER.page_not_found).map((probe) =>
    probe.query!.id_type === 'mobile_phone_number' ? { ...probe, expect: refusal('param_error', 'unknown id_type') } : probe,
  );

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `${await w.user()}/usable_coupons`);
  },
};

export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/usable_coupons', { pool: p.couponHolders.map((h) => h.member), rows: arrayRows }),
  longList(p, '/usable_coupons', p.heavyRedeemers, arrayRows, 'long: 20 coupons each'),
];
