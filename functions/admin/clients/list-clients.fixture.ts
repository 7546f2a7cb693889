/** What the route walks need of AdminListClients (local/walks/route-fixtures.ts). */
