/** What the route walks need of AdminUpdateReward (local/walks/route-fixtures.ts). */
