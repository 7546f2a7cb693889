/** What a route's fixture gives the isolation walk. */
export type IsolationFixture = unknown;
