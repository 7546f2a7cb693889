/** What the route walks need of GetUserActivitiesExtendedPaged (local/walks/route-fixtures.ts). */
