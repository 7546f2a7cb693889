/** What the route walks need of AdminListPointsAdjustments (local/walks/route-fixtures.ts). */
