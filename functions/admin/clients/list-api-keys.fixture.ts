/** What the route walks need of AdminListApiKeys (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as issueApiKeyBench } from './issue-api-key.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/api_keys');
};

export const bench: BenchFixture = (p) => [
  adminCase('operator client', () => adminReq('GET', `/${p.operator.client.clientId}/api_keys`), { rows: (b) => b.api_keys.length, after: [issueApiKeyBench] }),
];
