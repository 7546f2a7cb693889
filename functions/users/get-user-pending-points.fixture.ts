/** What the route walks need of GetUserPendingPoints (local/walks/route-fixtures.ts). */
