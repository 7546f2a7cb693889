/** What a route's fixture gives the fuzz walk. */
export type FuzzFixture = unknown;
