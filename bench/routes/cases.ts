import { routes } from '../../lib/routes.js';
import type { BenchCase, BenchContext, BenchFixture, BenchProgram } from '../../walk-kit/bench.js';
import { loadRouteFixtures } from '../../local/walks/route-fixtures.js';
import { inWaitingOrder } from '../../walk-kit/walk-order.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';

export type { CatalogueCacheMode } from '../../walk-kit/bench.js';

/** A fixture's case, with the route it measures: the name the report shows, its method. */
export interface RouteCase extends BenchCase {
  route: string;
  method: string;
  contract: AnyRouteContract;
}

/**
 * The benchmark cases: every route's, from the bench section of its fixture, at least one each;
 * some in several variants (id_type=id and id_type=email for reads by member; a short and a long
 * result for list routes). Each case makes a fresh, valid request per call: writes never repeat
 * an input. Cases run in the route list's order, except that a case naming routes in `after`
 * runs once all of theirs have (it works on what they made).
 */
export async function buildCases(p: BenchProgram, perRoute: number): Promise<RouteCase[]> {
  const fixtures = await loadRouteFixtures();
  const without = [...fixtures].filter(([, fixture]) => typeof fixture.bench !== 'function').map(([contract]) => `${contract.name} (${contract.handler})`);
  if (without.length) throw new Error(`every route must have a bench section in its fixture; none for: ${without.join(', ')}`);
  const contractOf = new Map<BenchFixture, AnyRouteContract>([...fixtures].map(([contract, fixture]) => [fixture.bench!, contract]));

  const ctx: BenchContext = { perRoute, run: Date.now().toString(36) };
  const cases = [...fixtures].flatMap(([contract, fixture]) => {
    const made = fixture.bench!(p, ctx);
    if (made.length === 0) throw new Error(`the bench section of ${contract.name} has no cases`);
    return made.map((benchCase): RouteCase => ({ ...benchCase, route: routeName(contract, benchCase), method: contract.method, contract }));
  });
  return inDependencyOrder(cases, contractOf);
}

/** The deployed route a case is sent to: the contract's own path, or one of its further paths. */
function routeName(contract: AnyRouteContract, benchCase: BenchCase): string {
  const path = benchCase.path ?? contract.path;
  const route = routes.find((r) => r.contract === contract && r.path === path);
  if (!route) throw new Error(`${contract.name} [${benchCase.variant}]: ${path} is none of the contract's paths`);
  return route.name;
}

/** The cases in their order, each moved after the cases of the routes it names in `after`. */
function inDependencyOrder(cases: RouteCase[], contractOf: Map<BenchFixture, AnyRouteContract>): RouteCase[] {
  const needs = new Map(
    cases.map((c) => [
      c,
      (c.after ?? []).map((fixture) => {
        const contract = contractOf.get(fixture);
        if (!contract) throw new Error(`${c.route} [${c.variant}]: \`after\` names a bench section no route's fixture exports`);
        return contract;
      }),
    ]),
  );
  return inWaitingOrder(
    cases,
    (c, other) => needs.get(c)!.includes(other.contract),
    (stuck) => `the bench cases' \`after\` make a cycle: ${stuck.map((c) => c.route).join(', ')}`,
  );
}
