import type { Route } from './routes.js';

/**
 * Route functions are spread over a fixed number of nested stacks of the API stack, so that no
 * stack nears CloudFormation's 500 resources however long the route table grows (a route costs
 * eight: function, role, policy, log group, integration, route, permission, error alarm).
 *
 * A route's nested stack follows from a hash of its name alone: adding or removing a route
 * never moves another one. A moved route would be created in its new stack before it is deleted
 * from the old one, and API Gateway refuses a second route with the same route key.
 * ROUTE_STACKS is therefore fixed; changing it moves most routes.
 */
export const ROUTE_STACKS = 16;

/** The budget every stack of the app is held to in tests: room below CloudFormation's 500. */
export const STACK_RESOURCE_BUDGET = 400;

/** FNV-1a: a small stable string hash (no dependency on Node.js' hash implementations). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Construct id of the nested stack that holds the route's function. */
export const routeStackId = (route: Pick<Route, 'name'>): string => `Routes${String(fnv1a(route.name) % ROUTE_STACKS).padStart(2, '0')}`;
