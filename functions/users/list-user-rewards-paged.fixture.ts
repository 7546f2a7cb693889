/** What the route walks need of ListUserRewardsPaged (local/walks/route-fixtures.ts). */
