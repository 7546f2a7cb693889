/** What the route walks need of AdminListCouponCategories (local/walks/route-fixtures.ts). */
import { type BenchFixture, operatorLists } from '../../../walk-kit/bench.js';
import { bench as createCouponCategoryBench } from './create-coupon-category.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/coupon_categories');
};

export const bench: BenchFixture = (p) => operatorLists(p, 'coupon_categories', [createCouponCategoryBench]);
