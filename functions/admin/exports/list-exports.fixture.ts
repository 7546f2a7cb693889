/** What the route walks need of AdminListExports (local/walks/route-fixtures.ts). */
