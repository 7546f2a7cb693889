/** What the route walks need of GetActivities (local/walks/route-fixtures.ts). */
