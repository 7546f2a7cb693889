/** What the route walks need of AdminListMemberCoupons (local/walks/route-fixtures.ts). */
