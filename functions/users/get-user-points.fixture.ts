/** What the route walks need of GetUserPoints (local/walks/route-fixtures.ts). */
