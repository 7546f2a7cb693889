/** What the route walks need of GetDeletionStatus (local/walks/route-fixtures.ts). */
