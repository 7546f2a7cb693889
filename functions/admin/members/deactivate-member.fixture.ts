/** What the route walks need of AdminDeactivateMember (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { iamPerson, type IamFixture } from '../../../walk-kit/iam.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a reason (text) only');

export const iam: IamFixture = async (w) => {
  // A member of their own: the walk's member keeps signing in and claiming receipts.
  const pausing = await w.app('POST', '/v2/users', { body: iamPerson('Pausing', 'Replay', 'iam-pausing') });
  await w.admin('POST', `/members/${pausing.id}/deactivate`, { reason: 'IAM walk' });
};

// Members no other case uses: each is deactivated once (a second time would be 409).
export const bench: BenchFixture = (p, ctx) => {
  const pausing = p.take(ctx.perRoute);
  return [
    adminCase('a bench member, deactivated', (i) =>
      adminReq('POST', `/${p.bench.client.clientId}/members/${pausing[i]!.id}/deactivate`, { reason: 'Bench: paused at their request' }),
    ),
  ];
};
