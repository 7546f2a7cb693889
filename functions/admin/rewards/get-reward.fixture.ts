/** What the route walks need of AdminGetReward (local/walks/route-fixtures.ts). */
