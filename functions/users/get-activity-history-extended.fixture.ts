/** What the route walks need of GetActivityHistoryExtended (local/walks/route-fixtures.ts). */
