/** What the route walks need of AdminListMemberLedger (local/walks/route-fixtures.ts). */
