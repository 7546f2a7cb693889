/** What a route's fixture gives the idempotency walk. */
export type IdempotencyFixture = unknown;
