/** What the route walks need of AdminUpdateWebhook (local/walks/route-fixtures.ts). */
