/** What the route walks need of AdminGetReportSummary (local/walks/route-fixtures.ts). */
