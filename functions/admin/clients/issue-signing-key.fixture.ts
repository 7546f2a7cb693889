/** What the route walks need of AdminIssueSigningKey (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.signingKey();
};

// AdminRevokeSigningKey revokes the keys issued here.
export const bench: BenchFixture = (p, ctx) => {
  const keys = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('operator client', () => adminReq('POST', `/${p.operator.client.clientId}/signing_keys`), { onResponse: (b) => keys.items.push(b.public_key) }),
  ];
};
