/** What the route walks need of AdminCreateCampaign (local/walks/route-fixtures.ts). */
