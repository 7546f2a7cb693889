/** What the route walks need of ListRewardCategories (local/walks/route-fixtures.ts). */
