/** What the route walks need of AdminListWebhookDeliveries (local/walks/route-fixtures.ts). */
