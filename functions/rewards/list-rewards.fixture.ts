/** What the route walks need of ListRewards (local/walks/route-fixtures.ts). */
