/** What the route walks need of AdminGetSimulation (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { bench as createSimulationBench } from './create-simulation.fixture.js';

export const iam: IamFixture = async (w) => {
  const simulated = await w.simulated();
  w.expect(await w.admin('GET', `/simulations/${simulated.simulation_id}`)).toMatchObject({ status: 'done' });
};

export const bench: BenchFixture = (p, ctx) => {
  const simulationIds = leftBy(createSimulationBench, ctx, () => new Created<string>());
  return [
    adminCase('a simulation asked for above', (i) => adminReq('GET', `/${p.operator.client.clientId}/simulations/${simulationIds.at(i)}`), {
      after: [createSimulationBench],
    }),
  ];
};
