/**
 * A route's fixture: what the walks over every route need of it, kept beside its contract
 * (functions/<area>/<name>.fixture.ts beside <name>.contract.ts) and found through the route list,
 * so no walk holds a list of routes. A fixture exports one named section per walk that reads it,
 * written with that walk's kit (walk-kit/<section>.ts), which imports nothing but shared/: a fixture
 * stands below lib/ and local/, beside the handler it describes.
 */
import { contracts } from '../../lib/routes.js';
import { importRepoModules } from './repo-modules.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import type { BenchFixture } from '../../walk-kit/bench.js';
import type { FuzzFixture } from '../../walk-kit/fuzz.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import type { IdempotencyFixture } from '../../walk-kit/idempotency.js';
import type { IsolationFixture } from '../../walk-kit/isolation.js';
import type { MemberIsolationFixture } from '../../walk-kit/member-isolation.js';

export interface RouteFixture {
  /** Tenant isolation: probes with one program's key aimed at another's things (every api_key route). */
  isolation?: IsolationFixture;
  /** Member isolation: what a route open to member tokens sends besides its member (those with a body or a required query). */
  memberIsolation?: MemberIsolationFixture;
  /** Extreme numbers and keys in the request body (every write that takes a body). */
  fuzz?: FuzzFixture;
  /** Idempotency-Key replay (every api_key POST: a case, or why the route moves nothing). */
  idempotency?: IdempotencyFixture;
  /** IAM replay: the route called as a client app or an operator would (every route). */
  iam?: IamFixture;
  /** The route bench: the requests it is measured with (every route). */
  bench?: BenchFixture;
}

export const FIXTURE_SECTIONS = ['isolation', 'memberIsolation', 'fuzz', 'idempotency', 'iam', 'bench'] as const satisfies ReadonlyArray<keyof RouteFixture>;

/** The fixture file of a contract, relative to the repository root: beside its handler. */
export const fixtureFile = (contract: AnyRouteContract): string => contract.handler.replace(/\.ts$/, '.fixture.ts');

/** Every contract's fixture, in the route list's order. */
export async function loadRouteFixtures(): Promise<Map<AnyRouteContract, RouteFixture>> {
  const modules = await importRepoModules(contracts.map(fixtureFile));
  return new Map(contracts.map((contract, index) => [contract, modules[index] as RouteFixture]));
}
