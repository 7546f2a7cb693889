/** What the route walks need of SubmitCampaignCode (local/walks/route-fixtures.ts). */
