/** What the route walks need of SignOutMember (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, memberWrite, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, { ...NO_USER.page_not_found, status: 404 });

// The member signs itself out with its own token: every token it holds is refused from then on.
export const iam: IamFixture = {
  last: async (w) => {
    const user = await w.user();
    const { token } = await w.app('POST', `${user}/tokens`, {}, 201);
    await w.send('DELETE', `${user}/tokens`, { headers: { 'x-ct-user-token': token, 'x-ct-is-end-user': '1' } }, 204);
    await w.send('GET', user, { headers: { 'x-ct-user-token': token } }, 401);
  },
};

export const bench: BenchFixture = (p) => [
  memberWrite(p, 'sign a member out everywhere', false, () => req('DELETE', `/v2/users/${pick(p.members).id}/tokens`, { query: clientKey(p) })),
];
