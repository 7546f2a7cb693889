/** What the route walks need of AdminListDeploymentAudit (local/walks/route-fixtures.ts). */
import { ADMIN, adminCase, type BenchFixture, req } from '../../../local/walks/bench.js';
import type { IamFixture } from '../../../local/walks/iam.js';

export const iam: IamFixture = async (w) => {
  await w.owner('GET', '/admin/v1/audit');
};

export const bench: BenchFixture = () => [adminCase('first page', () => req('GET', '/admin/v1/audit', { headers: ADMIN }), { rows: (b) => b.entries.length })];
