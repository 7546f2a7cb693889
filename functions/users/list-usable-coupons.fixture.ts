/** What the route walks need of ListUsableCoupons (local/walks/route-fixtures.ts). */
