/** What the route walks need of AdminRevokeApiKey (local/walks/route-fixtures.ts). */
