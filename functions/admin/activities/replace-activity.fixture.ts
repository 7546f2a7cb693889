/** What the route walks need of AdminReplaceActivity (local/walks/route-fixtures.ts). */
