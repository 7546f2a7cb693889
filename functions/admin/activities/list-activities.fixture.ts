/** What the route walks need of AdminListActivities (local/walks/route-fixtures.ts). */
