/** What a route's fixture gives the bench walk. */
export type BenchFixture = unknown;
