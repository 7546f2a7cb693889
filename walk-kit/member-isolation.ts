/**
 * The member isolation walk's kit: member A's token aimed at member B of the same program, on
 * every route. A route open to member tokens (its contract's memberToken) answers 403 for any
 * member but the token's own, by every id type it takes, and changes nothing; every other route
 * refuses the token with 403. A route whose request needs more than its path (a body, a query)
 * says what in its fixture.
 */

/** The program the walk builds: the catalogue things a path may name. */
export interface MemberIsolationWorld {
  clientId: string;
  rewardId: string;
  activityId: string;
  /** A code campaign of the program. */
  campaignId: string;
}

/** A valid request of the route but for the member it names: what it sends besides the path's member. */
export interface MemberIsolationRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** What a route open to member tokens gives the walk when its request needs a body or a query. */
export type MemberIsolationFixture = (world: MemberIsolationWorld) => MemberIsolationRequest;

/** The headers of a member's own call (the hosted page "Making API Requests with User Token"). */
export const memberCallHeaders = (token: string): Record<string, string> => ({ 'x-ct-user-token': token, 'x-ct-is-end-user': '1' });
