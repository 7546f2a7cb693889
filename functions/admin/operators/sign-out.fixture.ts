/** What the route walks need of AdminSignOut (local/walks/route-fixtures.ts). */
