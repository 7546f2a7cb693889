/** What the route walks need of AdminGetCampaignCode (local/walks/route-fixtures.ts). */
