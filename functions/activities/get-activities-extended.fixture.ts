/** What the route walks need of GetActivitiesExtended (local/walks/route-fixtures.ts). */
