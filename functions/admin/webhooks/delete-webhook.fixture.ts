/** What the route walks need of AdminDeleteWebhook (local/walks/route-fixtures.ts). */
