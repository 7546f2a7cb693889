/** What the route walks need of GetPurchase (local/walks/route-fixtures.ts). */
