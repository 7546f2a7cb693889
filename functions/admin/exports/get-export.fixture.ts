/** What the route walks need of AdminGetExport (local/walks/route-fixtures.ts). */
