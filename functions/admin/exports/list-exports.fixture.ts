/** What the route walks need of AdminListExports (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as createExportBench } from './create-export.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/exports');
};

export const bench: BenchFixture = (p) => [
  adminCase('operator client, first page', () => adminReq('GET', `/${p.operator.client.clientId}/exports`), {
    rows: (b) => b.exports.length,
    after: [createExportBench],
  }),
];
