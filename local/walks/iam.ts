/** What a route's fixture gives the iam walk. */
export type IamFixture = unknown;
