/** What the route walks need of UseCoupon (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { couponWorld, type IdempotencyFixture } from '../../walk-kit/idempotency.js';
import { redeemRewardRoute } from '../users/redeem-reward.contract.js';
import { unuseCouponRoute } from './unuse-coupon.contract.js';
import { useCouponRoute } from './use-coupon.contract.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { couponReport, type IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = couponReport('use');

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'coupon use',
      arrange: (program) => couponWorld(program, 'use', { route: useCouponRoute, opposite: unuseCouponRoute, redeem: redeemRewardRoute }),
      newKey: 'effect',
    },
  ],
};

export const iam: IamFixture = async (w) => {
  await w.usedCoupon();
};

export const bench: BenchFixture = (p) => {
  const holder = (i: number) => p.couponHolders[i]!;
  return [
    memberWrite(p, 'unused coupon, Idempotency-Key', true, (i) =>
      req('POST', '/v2/coupon/use', { query: clientKey(p), headers: idempotencyKey(), body: { user_id: holder(i).member.id, code: holder(i).code } }),
    ),
  ];
};

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ user_id: world.member.id, code: world.coupon.codes[0], use_date: nowSeconds() }),
  numbers: ['use_date'],
  text: ['user_id', 'code', 'coupon_value'],
});
