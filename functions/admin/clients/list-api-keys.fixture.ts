/** What the route walks need of AdminListApiKeys (local/walks/route-fixtures.ts). */
