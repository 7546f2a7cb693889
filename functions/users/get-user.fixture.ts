/** What the route walks need of GetUser (local/walks/route-fixtures.ts). */
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import { type BenchFixture, clientKey, memberReads, pick, req } from '../../walk-kit/bench.js';
import { getUserRoute } from './get-user.contract.js';
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
];
