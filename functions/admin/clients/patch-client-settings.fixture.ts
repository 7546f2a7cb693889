/** What the route walks need of AdminPatchClientSettings (local/walks/route-fixtures.ts). */
