/** What the route walks need of AdminGetImport (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createImportBench } from './create-import.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  drained: async (w) => {
    const [credits, members] = [await w.creditsImport(), await w.membersImport()];
    w.expect(await w.admin('GET', `/imports/${credits.import_id}`)).toMatchObject({ status: 'completed_with_errors', rows_done: 1, rows_failed: 1 });
    // The new member and the walk's member updated by e-mail (rank counts per chunk).
    w.expect(await w.admin('GET', `/imports/${members.import_id}`)).toMatchObject({ status: 'completed', rows_done: 2 });
  },
};

export const bench: BenchFixture = (p, ctx) => {
  const imports = leftBy(createImportBench, ctx, () => new Created<string>());
  return [
    adminCase('an import created above', (i) => adminReq('GET', `/${p.operator.client.clientId}/imports/${imports.at(i)}`), { after: [createImportBench] }),
  ];
};
