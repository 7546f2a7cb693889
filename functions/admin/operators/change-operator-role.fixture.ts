/** What the route walks need of AdminChangeOperatorRole (local/walks/route-fixtures.ts). */
