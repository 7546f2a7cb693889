/** What the route walks need of GetRedemptionHistory (local/walks/route-fixtures.ts). */
