/** What the route walks need of AdminUpdateCouponCategory (local/walks/route-fixtures.ts). */
