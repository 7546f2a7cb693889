/** What the route walks need of AdminListDeploymentAudit (local/walks/route-fixtures.ts). */
import { ADMIN, adminCase, type BenchFixture, req } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.owner('GET', '/admin/v1/audit');
};

export const bench: BenchFixture = () => [adminCase('first page', () => req('GET', '/admin/v1/audit', { headers: ADMIN }), { rows: (b) => b.entries.length })];
