/** What the route walks need of AdminAddRewardCodes (local/walks/route-fixtures.ts). */
