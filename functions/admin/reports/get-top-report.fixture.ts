/** What the route walks need of AdminGetTopReport (local/walks/route-fixtures.ts). */
