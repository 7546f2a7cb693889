/** What the route walks need of UnuseCoupon (local/walks/route-fixtures.ts). */
