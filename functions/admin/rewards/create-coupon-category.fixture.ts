/** What the route walks need of AdminCreateCouponCategory (local/walks/route-fixtures.ts). */
