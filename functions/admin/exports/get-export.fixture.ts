/** What the route walks need of AdminGetExport (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as createExportBench } from './create-export.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  const exported = await w.ledgerExport();
  w.expect(await w.admin('GET', `/exports/${exported.export_id}`)).toMatchObject({ status: 'completed', download: w.expect.anything() });
};

export const bench: BenchFixture = (p, ctx) => {
  const exportIds = leftBy(createExportBench, ctx, () => new Created<string>());
  return [
    adminCase('an export created above', (i) => adminReq('GET', `/${p.operator.client.clientId}/exports/${exportIds.at(i)}`), { after: [createExportBench] }),
  ];
};
