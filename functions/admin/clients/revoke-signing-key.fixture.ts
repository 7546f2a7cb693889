/** What the route walks need of AdminRevokeSigningKey (local/walks/route-fixtures.ts). */
