/** What the route walks need of GetActivitiesExtendedPaged (local/walks/route-fixtures.ts). */
