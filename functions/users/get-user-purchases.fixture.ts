/** What the route walks need of GetUserPurchases (local/walks/route-fixtures.ts). */
