/** What the route walks need of RedeemReward (local/walks/route-fixtures.ts). */
