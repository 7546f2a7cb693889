/** What the route walks need of AdminRebuildReports (local/walks/route-fixtures.ts). */
import { createClient } from '../../../shared/programs/clients.js';
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = {
  // A rebuild from the ledgers; its job walks it later.
  drained: async (w) => {
    await w.drained();
    await w.admin('POST', '/reports/rebuild', undefined, 202);
  },
};

export const bench: BenchFixture = (_p, ctx) => {
  const rebuildClients: string[] = [];
  return [
    adminCase('a client of its own', (i) => adminReq('POST', `/${rebuildClients[i]}/reports/rebuild`), {
      prepare: async () => {
        for (let i = 0; i < ctx.perRoute; i++) rebuildClients.push((await createClient(`Bench rebuild ${ctx.run}-${i}`)).client_id);
      },
    }),
  ];
};
