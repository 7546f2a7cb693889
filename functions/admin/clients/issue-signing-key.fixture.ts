/** What the route walks need of AdminIssueSigningKey (local/walks/route-fixtures.ts). */
