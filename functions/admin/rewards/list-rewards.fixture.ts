/** What the route walks need of AdminListRewards (local/walks/route-fixtures.ts). */
