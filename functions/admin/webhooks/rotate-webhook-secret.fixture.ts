/** What the route walks need of AdminRotateWebhookSecret (local/walks/route-fixtures.ts). */
