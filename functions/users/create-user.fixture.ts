/** What the route walks need of CreateUser (local/walks/route-fixtures.ts). */
