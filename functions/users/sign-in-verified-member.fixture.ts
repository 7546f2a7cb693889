/** What the route walks need of SignInVerifiedMember (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, memberWrite, pick, req } from '../../walk-kit/bench.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, movesNothing } from '../../walk-kit/idempotency.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';

const NO_SUCH_USER = refusal('page_not_found', 'user does not exist', 404);

// B's members' e-mail addresses and usernames name nobody in A.
export const isolation: IsolationFixture = (_a, b) => [
  { label: "B's member by email_address", body: { email_address: b.ids.email, verified: 1 }, expect: NO_SUCH_USER },
  { label: "B's member by username", body: { username: b.ids.username, verified: 1 }, expect: NO_SUCH_USER },
];

export const idempotency: IdempotencyFixture = movesNothing(
  'issues a credential: a repeat issues another token, each answered once; no points, stock or codes move',
);

export const fuzz: FuzzFixture = () => ({
  body: () => ({ email_address: 'nobody@example.com', redirect: 'https://example.com/after', verified: 1 }),
  numbers: ['verified'],
  text: ['email_address', 'redirect'],
});

export const iam: IamFixture = async (w) => {
  const member = await w.member();
  await w.app('POST', '/http/v2/client-user-auth-sign-in', { body: { email_address: member.email_address, verified: 1 } });
};

export const bench: BenchFixture = (p) => [
  memberWrite(p, 'pre-verified member by e-mail', false, () =>
    req('POST', '/http/v2/client-user-auth-sign-in', { query: clientKey(p), body: { email_address: pick(p.members).email, verified: 1 } }),
  ),
];
