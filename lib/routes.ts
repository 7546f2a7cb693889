/**
 * The route list: every route's contract, once. The CDK stack makes one function and one HTTP API
 * route per route (a contract's further paths each get their own); the local server, the API
 * description and the tests walk the same list. Each contract sits beside its handler
 * (functions/<area>/<name>.contract.ts) and says everything about its route.
 */
import { memberApiContracts } from './member-api-routes.js';
import { operatorApiContracts } from './operator-api-routes.js';
import type { AnyRouteContract, FileAccess, LayerName } from '../shared/http/route-contract.js';

export type { HttpMethod, SuccessStatus } from '../shared/http/route-contract.js';

/** The member API's routes, then the operator API's. */
export const contracts: readonly AnyRouteContract[] = [...memberApiContracts, ...operatorApiContracts];

/** A deployed route: one function behind one method and path. */
export interface Route {
  method: AnyRouteContract['method'];
  path: string;
  /** PascalCase construct id of the function; stable, so logical ids stay put. */
  name: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  access: AnyRouteContract['access'];
  auth: AnyRouteContract['auth'];
  layers: readonly LayerName[];
  /** What the function does in the file store (the contract's `files`). */
  files?: FileAccess;
  /** The contract the route is declared by. */
  contract: AnyRouteContract;
}

const deployed = (contract: AnyRouteContract, path: string, name: string): Route => ({
  method: contract.method,
  path,
  name,
  entry: contract.handler,
  access: contract.access,
  auth: contract.auth,
  layers: contract.layers ?? [],
  ...(contract.files ? { files: contract.files } : {}),
  contract,
});

/** Every deployed route, in the list's order: a contract's own path, then its further paths. */
export const routes: readonly Route[] = contracts.flatMap((contract) => [
  deployed(contract, contract.path, contract.name),
  ...(contract.also ?? []).map((also) => deployed(contract, also.path, also.name)),
]);
