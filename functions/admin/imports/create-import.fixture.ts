/** What the route walks need of AdminCreateImport (local/walks/route-fixtures.ts). */
