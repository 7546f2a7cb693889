/** What the route walks need of AdminGetClientSettings (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/settings');
};

export const bench: BenchFixture = (p) => [adminCase('bench client', () => adminReq('GET', `/${p.bench.client.clientId}/settings`))];
