/** What the route walks need of AdminPatchClientSettings (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { type FuzzFixture, settingsProbe } from '../../../walk-kit/fuzz.js';

export const fuzz: FuzzFixture = settingsProbe;

export const iam: IamFixture = {
  walk: async (w) => {
    await w.admin('PATCH', '/settings', { custom_attributes: ['store_loc'] });
  },
  // The expiry policy last, so the members fall due only now: another suite's expiry job on the shared table, its clock
  // months ahead, finds nothing of this walk's members due while the walk spends their points. The jobs' run applies it.
  last: async (w) => {
    await w.admin('PATCH', '/settings', { expiry_policy: { type: 'inactivity', months: 1 } });
  },
};

export const bench: BenchFixture = (p) => [
  adminCase('operator client', (i) => adminReq('PATCH', `/${p.operatorB.client.clientId}/settings`, { points_per_currency_unit: 1 + (i % 5) })),
];
