/** What the route walks need of AdminGetDailyReport (local/walks/route-fixtures.ts). */
