/** What the route walks need of IssueMemberToken (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, memberWrite, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, movesNothing } from '../../walk-kit/idempotency.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

const NOT_FOUND = { ...NO_USER.page_not_found, status: 404 };

// A cannot get a token for B's member by any of its identifiers.
export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NOT_FOUND);

export const idempotency: IdempotencyFixture = movesNothing(
  'issues a credential: a repeat issues another token, each answered once; no points, stock or codes move',
);

export const iam: IamFixture = async (w) => {
  const token = await w.app('POST', `${await w.user()}/tokens`, {}, 201);
  w.expect(token.token).toMatch(/^mt1\./);
};

export const bench: BenchFixture = (p) => [
  memberWrite(p, 'token for a member by id', false, () => req('POST', `/v2/users/${pick(p.members).id}/tokens`, { query: clientKey(p) })),
];
