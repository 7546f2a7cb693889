/** What the route walks need of AdminUpdateRewardCategory (local/walks/route-fixtures.ts). */
