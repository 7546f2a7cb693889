/** What the route walks need of AdminRevokeApiKey (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as issueApiKeyBench } from './issue-api-key.fixture.js';
import { bench as listApiKeysBench } from './list-api-keys.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('DELETE', `/api_keys/${(await w.secondKey()).key_id}`, undefined, 204);
};

export const bench: BenchFixture = (p, ctx) => {
  const keys = leftBy(issueApiKeyBench, ctx, () => new Created<string>());
  return [
    adminCase('a key issued above', (i) => adminReq('DELETE', `/${p.operator.client.clientId}/api_keys/${keys.at(i)}`), {
      after: [issueApiKeyBench, listApiKeysBench],
    }),
  ];
};
