/** What the route walks need of AdminListAdjustmentApprovals (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/adjustment_approvals');
};

const queueRows = (body: any) => body.approvals.length;

export const bench: BenchFixture = (p) => [
  adminCase('short: the small client, none pending', () => adminReq('GET', `/${p.small.client.clientId}/adjustment_approvals`), { rows: queueRows }),
  adminCase('the bench client, pending first page', () => adminReq('GET', `/${p.bench.client.clientId}/adjustment_approvals`), { rows: queueRows }),
];
