/** What the route walks need of AdminAddCampaignCodes (local/walks/route-fixtures.ts). */
