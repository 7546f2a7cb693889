/** What the route walks need of VoidReturn (local/walks/route-fixtures.ts). */
