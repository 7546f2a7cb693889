/** What the route walks need of AdminListOperators (local/walks/route-fixtures.ts). */
