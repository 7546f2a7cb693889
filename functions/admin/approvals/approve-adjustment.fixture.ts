/** What the route walks need of AdminApproveAdjustment (local/walks/route-fixtures.ts). */
import { approvalWorld, LARGE_ADJUSTMENT, pendingAdjustments } from '../../../walk-kit/approvals.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { IdempotencyFixture } from '../../../walk-kit/idempotency.js';
import { adminApproveAdjustmentRoute } from './approve-adjustment.contract.js';

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'the approval of a large credit',
      arrange: (program) => approvalWorld(program, adminApproveAdjustmentRoute),
      newKey: { status: 409, error: 'conflict', message: 'the adjustment request was already approved by local-admin' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  // Support asks (over its cap), a manager other than the requester approves.
  const support = await w.signedInPerson('support');
  const member = await w.member();
  const asked = await w.send(
    'POST',
    `/admin/v1/clients/${w.clientId}/members/${member.id}/points_adjustments`,
    { headers: { authorization: `Bearer ${support.token}` }, body: { points: LARGE_ADJUSTMENT, reason: 'IAM walk: large goodwill' } },
    202,
  );
  await w.admin('POST', `/adjustment_approvals/${asked.adjustment_id}/approve`);
};

export const bench: BenchFixture = (p, ctx) => {
  const requests = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('a pending large credit', (i) => adminReq('POST', `/${p.bench.client.clientId}/adjustment_approvals/${requests.at(i)}/approve`), {
      movesValue: true,
      prepare: pendingAdjustments(p, ctx, requests.items),
    }),
  ];
};
