/** What the route walks need of AdminCancelImport (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createImportBench } from './create-import.fixture.js';
import { bench as getImportBench } from './get-import.fixture.js';
import { bench as listImportErrorsBench } from './list-import-errors.fixture.js';
import { bench as listImportsBench } from './list-imports.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  drained: async (w) => {
    const abandoned = await w.admin('POST', '/imports', { kind: 'reward_codes', format: 'ndjson' }, 201);
    await w.admin('POST', `/imports/${abandoned.import_id}/cancel`);
  },
};

// Last of the import routes: the others read these imports awaiting their file.
export const bench: BenchFixture = (p, ctx) => {
  const imports = leftBy(createImportBench, ctx, () => new Created<string>());
  return [
    adminCase('an import created above', (i) => adminReq('POST', `/${p.operator.client.clientId}/imports/${imports.at(i)}/cancel`), {
      after: [listImportsBench, getImportBench, listImportErrorsBench],
    }),
  ];
};
