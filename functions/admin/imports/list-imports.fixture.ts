/** What the route walks need of AdminListImports (local/walks/route-fixtures.ts). */
