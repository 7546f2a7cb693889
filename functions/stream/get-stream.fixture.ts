/** What the route walks need of GetStream (local/walks/route-fixtures.ts). */
