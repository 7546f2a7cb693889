/** What the route walks need of AdminCreatePointsAdjustment (local/walks/route-fixtures.ts). */
