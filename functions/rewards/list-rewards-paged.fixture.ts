/** What the route walks need of ListRewardsPaged (local/walks/route-fixtures.ts). */
