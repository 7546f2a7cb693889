/** What the route walks need of AdminDeleteCampaignCode (local/walks/route-fixtures.ts). */
