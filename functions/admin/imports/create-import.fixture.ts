/** What the route walks need of AdminCreateImport (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, withoutNumbers } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = withoutNumbers('a kind, a format and a file name');

export const iam: IamFixture = {
  // After the member's reads: the members import renames the member and counts its rank, which the reads would find made.
  drained: async (w) => {
    await w.creditsImport();
    await w.membersImport();
  },
};

// Imports awaiting their file, which the other import routes read and cancel: what the routes cost, apart from the pipeline (npm run bench:import).
export const bench: BenchFixture = (p, ctx) => {
  const imports = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase(
      'operator client, CSV of activity credits',
      () => adminReq('POST', `/${p.operator.client.clientId}/imports`, { kind: 'activity_credits', format: 'csv' }),
      {
        onResponse: (b) => imports.items.push(b.import_id),
      },
    ),
  ];
};
