/** What the route walks need of GetUserRank (local/walks/route-fixtures.ts). */
