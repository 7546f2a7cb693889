/** What the route walks need of AdminCreateRewardCategory (local/walks/route-fixtures.ts). */
