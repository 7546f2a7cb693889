/**
 * A route's fixture: what the walks over every route need of it, kept beside its contract
 * (functions/<area>/<name>.fixture.ts beside <name>.contract.ts) and found through the route list,
 * so no walk holds a list of routes. A fixture exports one named section per walk that reads it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contracts } from '../../lib/routes.js';
import type { AnyRouteContract } from '../../shared/http/route-contract.js';
import type { BenchFixture } from './bench.js';
import type { FuzzFixture } from './fuzz.js';
import type { IamFixture } from './iam.js';
import type { IdempotencyFixture } from './idempotency.js';
import type { IsolationFixture } from './isolation.js';

export interface RouteFixture {
  /** Tenant isolation: probes with one program's key aimed at another's things (every api_key route). */
  isolation?: IsolationFixture;
  /** Extreme numbers and keys in the request body (every write that takes a body). */
  fuzz?: FuzzFixture;
  /** Idempotency-Key replay (every api_key POST: a case, or why the route moves nothing). */
  idempotency?: IdempotencyFixture;
  /** IAM replay: the route called as a client app or an operator would (every route). */
  iam?: IamFixture;
  /** The route bench: the requests it is measured with (every route). */
  bench?: BenchFixture;
}

export const FIXTURE_SECTIONS = ['isolation', 'fuzz', 'idempotency', 'iam', 'bench'] as const satisfies ReadonlyArray<keyof RouteFixture>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture file of a contract, relative to the repository root: beside its handler. */
export const fixtureFile = (contract: AnyRouteContract): string => contract.handler.replace(/\.ts$/, '.fixture.ts');

/** Every contract's fixture, in the route list's order; a contract without a fixture file gets an empty one. */
export async function loadRouteFixtures(): Promise<Map<AnyRouteContract, RouteFixture>> {
  // One at a time: under jest's ESM support, parallel dynamic imports sharing a module fail to link
  // ("request for ... is not in cache", nodejs/node#52187).
  const loaded = new Map<AnyRouteContract, RouteFixture>();
  for (const contract of contracts) {
    const file = join(ROOT, fixtureFile(contract));
    loaded.set(contract, existsSync(file) ? await import(pathToFileURL(file).href) : {});
  }
  return loaded;
}
