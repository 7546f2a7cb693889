/** What the route walks need of AdminCreateExport (local/walks/route-fixtures.ts). */
