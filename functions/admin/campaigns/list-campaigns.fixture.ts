/** What the route walks need of AdminListCampaigns (local/walks/route-fixtures.ts). */
