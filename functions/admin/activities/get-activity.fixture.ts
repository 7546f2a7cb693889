/** What the route walks need of AdminGetActivity (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', `/activities/${(await w.activity()).id}`);
};

export const bench: BenchFixture = (p) => [
  adminCase('bench activity', () => adminReq('GET', `/${p.bench.client.clientId}/activities/${p.activities.uncapped[0]!.id}`)),
];
