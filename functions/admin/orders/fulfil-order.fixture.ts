/** What the route walks need of AdminFulfilOrder (local/walks/route-fixtures.ts). */
