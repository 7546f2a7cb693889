/** What the route walks need of GetRedemptionHistoryPaged (local/walks/route-fixtures.ts). */
