/** What the route walks need of AdminGetClientSettings (local/walks/route-fixtures.ts). */
