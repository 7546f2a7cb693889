/** What the route walks need of AdminListProgramAudit (local/walks/route-fixtures.ts). */
