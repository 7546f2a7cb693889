/** What the route walks need of AdminCreateWebhook (local/walks/route-fixtures.ts). */
