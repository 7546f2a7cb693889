/** What the route walks need of AdminListRewardCategories (local/walks/route-fixtures.ts). */
