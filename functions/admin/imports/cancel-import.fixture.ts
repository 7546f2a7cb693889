/** What the route walks need of AdminCancelImport (local/walks/route-fixtures.ts). */
