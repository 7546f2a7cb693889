/** What the route walks need of GetPointsExpiration (local/walks/route-fixtures.ts). */
