/** What the route walks need of ReturnPurchase (local/walks/route-fixtures.ts). */
