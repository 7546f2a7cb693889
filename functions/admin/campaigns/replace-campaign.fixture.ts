/** What the route walks need of AdminReplaceCampaign (local/walks/route-fixtures.ts). */
