/** What the route walks need of AdminDeleteMember (local/walks/route-fixtures.ts). */
