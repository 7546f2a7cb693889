/** What the route walks need of AdminListCouponCategories (local/walks/route-fixtures.ts). */
