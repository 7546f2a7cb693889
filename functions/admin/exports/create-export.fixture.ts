/** What the route walks need of AdminCreateExport (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import { nowSeconds } from '../../../shared/support/clock.js';

export const fuzz: FuzzFixture = () => ({
  body: () => ({ kind: 'members', format: 'csv', since: 0, until: nowSeconds() }),
  numbers: ['since', 'until'],
});

export const iam: IamFixture = async (w) => {
  await w.ledgerExport();
};

// Exports as their routes answer them, queued: what the routes cost, apart from the pipeline. AdminGetExport reads those made here.
export const bench: BenchFixture = (p, ctx) => {
  const exportIds = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('operator client, ledger as CSV', () => adminReq('POST', `/${p.operator.client.clientId}/exports`, { kind: 'ledger', format: 'csv' }), {
      onResponse: (b) => exportIds.items.push(b.export_id),
    }),
  ];
};
