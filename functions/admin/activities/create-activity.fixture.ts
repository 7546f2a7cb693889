/** What the route walks need of AdminCreateActivity (local/walks/route-fixtures.ts). */
