/** What the route walks need of CalculatePotentialPoints (local/walks/route-fixtures.ts). */
