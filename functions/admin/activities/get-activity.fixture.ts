/** What the route walks need of AdminGetActivity (local/walks/route-fixtures.ts). */
