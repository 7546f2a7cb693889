/** What the route walks need of CreatePurchase (local/walks/route-fixtures.ts). */
