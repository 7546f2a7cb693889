/** What the route walks need of GetActivityHistory (local/walks/route-fixtures.ts). */
