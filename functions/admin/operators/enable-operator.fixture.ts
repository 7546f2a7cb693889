/** What the route walks need of AdminEnableOperator (local/walks/route-fixtures.ts). */
