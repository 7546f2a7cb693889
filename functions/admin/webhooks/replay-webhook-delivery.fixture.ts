/** What the route walks need of AdminReplayWebhookDelivery (local/walks/route-fixtures.ts). */
