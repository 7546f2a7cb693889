/** What the route walks need of AdminExportMember (local/walks/route-fixtures.ts). */
