/** What the route walks need of AdminRevokeSigningKey (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as issueSigningKeyBench } from './issue-signing-key.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('DELETE', `/signing_keys/${(await w.signingKey()).public_key}`, undefined, 204);
};

export const bench: BenchFixture = (p, ctx) => {
  const keys = leftBy(issueSigningKeyBench, ctx, () => new Created<string>());
  return [
    adminCase('a key issued above', (i) => adminReq('DELETE', `/${p.operator.client.clientId}/signing_keys/${keys.at(i)}`), { after: [issueSigningKeyBench] }),
  ];
};
