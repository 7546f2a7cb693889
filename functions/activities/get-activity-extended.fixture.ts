/** What the route walks need of GetActivityExtended (local/walks/route-fixtures.ts). */
