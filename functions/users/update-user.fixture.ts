/** What the route walks need of UpdateUser (local/walks/route-fixtures.ts). */
