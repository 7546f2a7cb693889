/** What the route walks need of AdminReactivateMember (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { iamPerson, type IamFixture } from '../../../walk-kit/iam.js';
import { setStanding } from '../../../shared/members/member-service.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a reason (text) only');

export const iam: IamFixture = async (w) => {
  const returning = await w.app('POST', '/v2/users', { body: iamPerson('Returning', 'Replay', 'iam-returning') });
  await w.app('PUT', `/v2/users/${returning.id}`, { body: { is_active: 0 } });
  await w.admin('POST', `/members/${returning.id}/reactivate`, { reason: 'IAM walk' });
};

// Members no other case uses, deactivated beforehand (unmeasured): each is reactivated once.
export const bench: BenchFixture = (p, ctx) => {
  const returning = p.take(ctx.perRoute);
  const clientId = p.bench.client.clientId;
  return [
    adminCase('a bench member, reactivated', (i) => adminReq('POST', `/${clientId}/members/${returning[i]!.id}/reactivate`, { reason: 'Bench: back again' }), {
      prepare: async () => {
        for (const member of returning) await setStanding(clientId, member.id, false);
      },
    }),
  ];
};
