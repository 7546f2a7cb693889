/** What the route walks need of AdminUpdateCouponCategory (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createCouponCategoryBench } from './create-coupon-category.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { couponCategoryBody, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { category_id: world.couponCategory.id },
  body: couponCategoryBody,
  numbers: ['expiration_days'],
});

export const iam: IamFixture = async (w) => {
  await w.admin('PUT', `/coupon_categories/${(await w.couponCategory()).id}`, { name: w.unique('Coupons renamed '), expiration_days: 30 });
};

export const bench: BenchFixture = (_p, ctx) => {
  const categories = leftBy(createCouponCategoryBench, ctx, () => new Created<[string, string]>());
  return [
    adminCase(
      'a category created above',
      (i) => {
        const [client, id] = categories.at(i);
        return adminReq('PUT', `/${client}/coupon_categories/${id}`, { name: `Renamed coupons ${i}`, expiration_days: 60 });
      },
      { after: [createCouponCategoryBench] },
    ),
  ];
};
