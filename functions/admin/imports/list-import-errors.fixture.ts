/** What the route walks need of AdminListImportErrors (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createImportBench } from './create-import.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  drained: async (w) => {
    await w.admin('GET', `/imports/${(await w.creditsImport()).import_id}/errors`);
  },
};

export const bench: BenchFixture = (p, ctx) => {
  const imports = leftBy(createImportBench, ctx, () => new Created<string>());
  return [
    adminCase('an import created above', (i) => adminReq('GET', `/${p.operator.client.clientId}/imports/${imports.at(i)}/errors`), {
      rows: (b) => b.errors.length,
      after: [createImportBench],
    }),
  ];
};
