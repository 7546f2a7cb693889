/** What the route walks need of AdminRefuseAdjustment (local/walks/route-fixtures.ts). */
import { LARGE_ADJUSTMENT, pendingAdjustments } from '../../../walk-kit/approvals.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { withoutNumbers, type FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const fuzz: FuzzFixture = withoutNumbers('a reason is text');

export const iam: IamFixture = async (w) => {
  const support = await w.signedInPerson('support');
  const asked = await w.send(
    'POST',
    `/admin/v1/clients/${w.clientId}/members/${(await w.member()).id}/points_adjustments`,
    { headers: { authorization: `Bearer ${support.token}` }, body: { points: LARGE_ADJUSTMENT, reason: 'IAM walk: large goodwill' } },
    202,
  );
  await w.admin('POST', `/adjustment_approvals/${asked.adjustment_id}/refuse`, { reason: 'Not backed by a ticket.' });
};

export const bench: BenchFixture = (p, ctx) => {
  const requests = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase(
      'a pending large credit, with a reason',
      (i) => adminReq('POST', `/${p.bench.client.clientId}/adjustment_approvals/${requests.at(i)}/refuse`, { reason: 'not backed by a ticket' }),
      { prepare: pendingAdjustments(p, ctx, requests.items) },
    ),
  ];
};
