/** What the route walks need of AdminGetWebhook (local/walks/route-fixtures.ts). */
