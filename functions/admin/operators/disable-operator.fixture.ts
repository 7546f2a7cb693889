/** What the route walks need of AdminDisableOperator (local/walks/route-fixtures.ts). */
