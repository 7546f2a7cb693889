/** What the route walks need of AdminListMemberRedemptions (local/walks/route-fixtures.ts). */
