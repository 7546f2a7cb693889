/** What the route walks need of ClaimOnlineReceipt (local/walks/route-fixtures.ts). */
