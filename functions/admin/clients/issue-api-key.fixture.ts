/** What the route walks need of AdminIssueApiKey (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.secondKey();
};

// AdminRevokeApiKey revokes the keys issued here.
export const bench: BenchFixture = (p, ctx) => {
  const keys = leftBy(bench, ctx, () => new Created<string>());
  return [adminCase('operator client', () => adminReq('POST', `/${p.operator.client.clientId}/api_keys`), { onResponse: (b) => keys.items.push(b.key_id) })];
};
