/** What the route walks need of AdminInviteOperator (local/walks/route-fixtures.ts). */
