/** What the route walks need of GetRewardDetails (local/walks/route-fixtures.ts). */
