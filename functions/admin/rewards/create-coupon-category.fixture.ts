/** What the route walks need of AdminCreateCouponCategory (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, eitherOperatorClient, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { couponCategoryBody, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = () => ({
  body: couponCategoryBody,
  numbers: ['expiration_days'],
});

export const iam: IamFixture = async (w) => {
  await w.couponCategory();
};

// The categories made here, as [client id, category id], are renamed by AdminUpdateCouponCategory.
export const bench: BenchFixture = (p, ctx) => {
  const categories = leftBy(bench, ctx, () => new Created<[string, string]>());
  return [
    adminCase('operator clients', (i) => adminReq('POST', `/${eitherOperatorClient(p, i)}/coupon_categories`, { name: `Coupons ${i}`, expiration_days: 30 }), {
      onResponse: (b, i) => categories.items.push([eitherOperatorClient(p, i), String(b.id)]),
    }),
  ];
};
