/** What the route walks need of ListUserRewards (local/walks/route-fixtures.ts). */
