/** What the route walks need of AdminGetCampaign (local/walks/route-fixtures.ts). */
