/** What the route walks need of GetUser (local/walks/route-fixtures.ts). */
