/** What the route walks need of AdminGetImport (local/walks/route-fixtures.ts). */
