/** What the route walks need of AdminListSimulations (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as createSimulationBench } from './create-simulation.fixture.js';

export const iam: IamFixture = async (w) => {
  await w.simulated();
  w.expect((await w.admin('GET', '/simulations')).simulations.length).toBeGreaterThanOrEqual(1);
};

export const bench: BenchFixture = (p) => [
  adminCase('the operator client after the simulations above', () => adminReq('GET', `/${p.operator.client.clientId}/simulations`), {
    rows: (b) => b.simulations.length,
    after: [createSimulationBench],
  }),
];
