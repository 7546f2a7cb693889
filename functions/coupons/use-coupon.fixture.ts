/** What the route walks need of UseCoupon (local/walks/route-fixtures.ts). */
