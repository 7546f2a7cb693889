/** What the route walks need of AdminListWebhooks (local/walks/route-fixtures.ts). */
