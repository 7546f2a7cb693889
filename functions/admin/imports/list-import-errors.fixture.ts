/** What the route walks need of AdminListImportErrors (local/walks/route-fixtures.ts). */
