/** What the route walks need of AdminListMemberPurchases (local/walks/route-fixtures.ts). */
