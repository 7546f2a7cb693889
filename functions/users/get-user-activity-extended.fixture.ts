/** What the route walks need of GetUserActivityExtended (local/walks/route-fixtures.ts). */
