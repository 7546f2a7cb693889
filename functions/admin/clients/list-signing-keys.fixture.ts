/** What the route walks need of AdminListSigningKeys (local/walks/route-fixtures.ts). */
