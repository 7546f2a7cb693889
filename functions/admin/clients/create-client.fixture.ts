/** What the route walks need of AdminCreateClient (local/walks/route-fixtures.ts). */
