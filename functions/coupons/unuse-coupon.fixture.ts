/** What the route walks need of UnuseCoupon (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import { bench as useCouponBench } from './use-coupon.fixture.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { couponWorld, type IdempotencyFixture } from '../../walk-kit/idempotency.js';
import { redeemRewardRoute } from '../users/redeem-reward.contract.js';
import { unuseCouponRoute } from './unuse-coupon.contract.js';
import { useCouponRoute } from './use-coupon.contract.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { couponReport, type IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = couponReport('unuse');

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'coupon unuse',
      arrange: (program) => couponWorld(program, 'unuse', { route: unuseCouponRoute, opposite: useCouponRoute, redeem: redeemRewardRoute }),
      newKey: 'effect',
    },
  ],
};

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ coupon_value: world.coupon.codes[0], use_date: nowSeconds() }),
  numbers: ['use_date'],
  text: ['coupon_value'],
});

export const iam: IamFixture = async (w) => {
  await w.app('POST', '/v2/coupon/unuse', { body: { user_id: (await w.member()).id, code: await w.usedCoupon() } });
};

// The coupons UseCoupon used, each given back.
export const bench: BenchFixture = (p) => {
  const holder = (i: number) => p.couponHolders[i]!;
  return [
    {
      ...memberWrite(p, 'used coupon, Idempotency-Key', true, (i) =>
        req('POST', '/v2/coupon/unuse', { query: clientKey(p), headers: idempotencyKey(), body: { user_id: holder(i).member.id, code: holder(i).code } }),
      ),
      after: [useCouponBench],
    },
  ];
};
