/** What the route walks need of AdminCreateSimulation (local/walks/route-fixtures.ts). */
import { nowSeconds } from '../../../shared/support/clock.js';
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import { ruleBody } from '../../../walk-kit/rules.js';

const iso = (at: number) => new Date(at * 1000).toISOString();
/** The last day replayed with one draft beside the active rules. */
const lastDay = () => ({ since: iso(nowSeconds() - 86_400), until: iso(nowSeconds()), rules: [ruleBody('Draft bonus')] });

export const fuzz: FuzzFixture = () => ({ body: lastDay, numbers: ['rules.0.effect.points'] });

/** The simulation kept and its request put; then its run (plan, the shard walks replaying the member, the finish) through the pipeline. */
export const iam: IamFixture = async (w) => {
  const simulated = await w.simulated();
  w.expect(simulated).toMatchObject({ status: 'done', result: w.expect.objectContaining({ members_walked: w.expect.any(Number) }) });
};

// Simulations as the route answers them, running: what the route costs, apart from the pipeline. AdminGetSimulation reads those made here.
export const bench: BenchFixture = (p, ctx) => {
  const simulationIds = leftBy(bench, ctx, () => new Created<string>());
  return [
    adminCase('operator client, the last day with a draft rule', () => adminReq('POST', `/${p.operator.client.clientId}/simulations`, lastDay()), {
      onResponse: (b) => simulationIds.items.push(b.simulation_id),
    }),
  ];
};
