/** What the route walks need of GetUserActivitiesExtended (local/walks/route-fixtures.ts). */
