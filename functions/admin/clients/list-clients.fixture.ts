/** What the route walks need of AdminListClients (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import { bench as createClientBench } from './create-client.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.owner('GET', '/admin/v1/clients');
};

export const bench: BenchFixture = () => [adminCase('first page', () => adminReq('GET', ''), { rows: (b) => b.clients.length, after: [createClientBench] })];
