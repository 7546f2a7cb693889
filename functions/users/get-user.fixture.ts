/** What the route walks need of GetUser (local/walks/route-fixtures.ts). */
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import { type BenchFixture, clientKey, memberReads, pick, req } from '../../walk-kit/bench.js';
import { getUserRoute } from './get-user.contract.js';
import { getMember } from '../../shared/member-store/index.js';
import { issueMemberToken } from '../../shared/member-tokens/index.js';
import { memberCallHeaders } from '../../walk-kit/member-isolation.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

// Its further path (/v2/users/{user_id}/activities) answers the same, and gets the same probes.
export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found);

export const iam: IamFixture = {
  reads: async (w) => {
    const user = await w.user();
    w.coldCaches();
    await w.app('GET', user);
    // Its further path answers the member's activities form.
    await w.app('GET', `${user}/activities`);
    // The member's own app, with its token: the token's reads and the member's rate window.
    const { token } = await w.app('POST', `${user}/tokens`, {}, 201);
    await w.send('GET', user, { headers: memberCallHeaders(token) });
  },
};

// Its further path (/v2/users/{user_id}/activities) is measured too, by id and by e-mail.
export const bench: BenchFixture = (p) => [
  ...memberReads(p, ''),
  {
    variant: 'rank nodes not cached',
    apiKey: p.bench.apiKey,
    beforeRequest: forgetRankNodes,
    request: () => req('GET', `/v2/users/${pick(p.members).id}`, { query: clientKey(p) }),
  },
  ...memberReads(p, '/activities', { path: getUserRoute.also![0]!.path }),
  memberTokenRead(p),
];

/** The member's own app reading its profile with a member token: one more consistent read than the api_key's. */
function memberTokenRead(p: Parameters<BenchFixture>[0]) {
  const tokens: Array<{ id: number; token: string }> = [];
  return {
    variant: 'as the member, with its token',
    prepare: async () => {
      // Enough members that no one of them passes its own rate limit (10 a second) while measured.
      for (const { id } of p.members.slice(0, 200)) {
        const member = await getMember(p.bench.client.clientId, id);
        if (member) tokens.push({ id, token: (await issueMemberToken(p.bench.client, member, 'server')).token });
      }
    },
    request: () => {
      const { id, token } = pick(tokens);
      return req('GET', `/v2/users/${id}`, { headers: memberCallHeaders(token) });
    },
  };
}
