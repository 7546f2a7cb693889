/** What the route walks need of AdminListImports (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as createImportBench } from './create-import.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  drained: async (w) => {
    await w.admin('GET', '/imports');
  },
};

export const bench: BenchFixture = (p) => [
  adminCase('operator client, first page', () => adminReq('GET', `/${p.operator.client.clientId}/imports`), {
    rows: (b) => b.imports.length,
    after: [createImportBench],
  }),
];
