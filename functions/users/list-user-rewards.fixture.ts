/** What the route walks need of ListUserRewards (local/walks/route-fixtures.ts). */
import { arrayRows, type BenchFixture, clientKey, memberReads, pick, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { eachIdOfB, type IsolationFixture, NO_USER } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = (_a, b) => eachIdOfB(b, NO_USER.page_not_found);

export const iam: IamFixture = {
  reads: async (w) => {
    const user = await w.user();
    w.coldCaches();
    await w.app('GET', `${user}/rewards`);
  },
};

export const bench: BenchFixture = (p) => [
  ...memberReads(p, '/rewards', { rows: arrayRows, catalogue: true }),
  {
    variant: 'catalogue cache miss',
    rows: arrayRows,
    apiKey: p.bench.apiKey,
    catalogue: { clientId: p.bench.client.clientId, apiKey: p.bench.apiKey, mode: 'miss' },
    request: () => req('GET', `/v2/users/${pick(p.members).id}/rewards`, { query: clientKey(p) }),
  },
];
