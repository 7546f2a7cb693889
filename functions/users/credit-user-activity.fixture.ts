/** What the route walks need of CreditUserActivity (local/walks/route-fixtures.ts). */
