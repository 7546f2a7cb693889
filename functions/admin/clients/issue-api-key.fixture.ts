/** What the route walks need of AdminIssueApiKey (local/walks/route-fixtures.ts). */
