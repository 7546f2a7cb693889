/** What the route walks need of GetCodeRedemptionCampaign (local/walks/route-fixtures.ts). */
