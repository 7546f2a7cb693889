/** What the route walks need of AdminListSigningKeys (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as issueSigningKeyBench } from './issue-signing-key.fixture.js';
import { bench as revokeSigningKeyBench } from './revoke-signing-key.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/signing_keys');
};

// The keys issued and revoked by the bench are on the list.
export const bench: BenchFixture = (p) => [
  adminCase('operator client', () => adminReq('GET', `/${p.operator.client.clientId}/signing_keys`), {
    rows: (b) => b.signing_keys.length,
    after: [issueSigningKeyBench, revokeSigningKeyBench],
  }),
];
