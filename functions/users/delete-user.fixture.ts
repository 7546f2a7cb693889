/** What the route walks need of DeleteUser (local/walks/route-fixtures.ts). */
