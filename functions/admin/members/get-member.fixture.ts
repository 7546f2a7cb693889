/** What the route walks need of AdminGetMember (local/walks/route-fixtures.ts). */
