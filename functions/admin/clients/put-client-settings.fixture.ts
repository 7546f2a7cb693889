/** What the route walks need of AdminPutClientSettings (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, settingsProbe } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = settingsProbe;

export const iam: IamFixture = async (w) => {
  // The world's program sets its settings through this route.
  await w.program();
};

export const bench: BenchFixture = (p) => [
  adminCase('operator client', (i) =>
    adminReq('PUT', `/${p.operatorB.client.clientId}/settings`, { purchase_v1: true, points_per_currency_unit: 1 + (i % 5) }),
  ),
];
