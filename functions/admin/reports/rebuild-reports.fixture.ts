/** What the route walks need of AdminRebuildReports (local/walks/route-fixtures.ts). */
