/** What the route walks need of AdminListOrdersAwaitingFulfilment (local/walks/route-fixtures.ts). */
