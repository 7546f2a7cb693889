/** What the route walks need of AdminPutClientSettings (local/walks/route-fixtures.ts). */
