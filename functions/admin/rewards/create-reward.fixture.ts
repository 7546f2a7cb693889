/** What the route walks need of AdminCreateReward (local/walks/route-fixtures.ts). */
