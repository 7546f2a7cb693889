/** What the route walks need of ClaimInStoreReceipt (local/walks/route-fixtures.ts). */
