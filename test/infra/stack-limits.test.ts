import { routeStackId, ROUTE_STACKS, STACK_RESOURCE_BUDGET } from '../../lib/route-stacks.js';
import { routes, type Route } from '../../lib/routes.js';
import { getUserRoute } from '../../functions/users/get-user.contract.js';
import { synthesizeRewardsApp } from '../helpers/cdk-app.js';

/**
 * CloudFormation refuses a stack of more than 500 resources. Every stack of the app, nested
 * stacks included, stays within STACK_RESOURCE_BUDGET (400) today and after the route table
 * grows by 60 routes; and growing it never moves an existing route to another stack.
 */

const resourceCount = (template: { toJSON(): { Resources?: Record<string, unknown> } }) => Object.keys(template.toJSON().Resources ?? {}).length;

/** Routes the route table does not have, of the shape real ones have (one function each). */
const probeRoutes = (count: number): Route[] =>
  Array.from({ length: count }, (_unused, index) => ({
    method: 'GET',
    path: `/v2/capacity_probe_${index}/{user_id}`,
    entry: 'functions/users/get-user.ts',
    name: `CapacityProbe${index}`,
    access: 'read',
    auth: 'api_key',
    layers: [],
    contract: getUserRoute,
  }));

/** Which nested stack holds each route's function, by route key, read off the synthesized app. */
function placement(app: ReturnType<typeof synthesizeRewardsApp>): Map<string, string> {
  const placed = new Map<string, string>();
  for (const [id, stack] of app.api.routeStacks) {
    const { template } = app.templates.find(({ name }) => name === stack.node.path)!;
    for (const route of Object.values(template.findResources('AWS::ApiGatewayV2::Route'))) placed.set(route.Properties.RouteKey as string, id);
  }
  return placed;
}

describe('CloudFormation resource limits', () => {
  const today = synthesizeRewardsApp();
  const grown = synthesizeRewardsApp({ routes: [...routes, ...probeRoutes(60)] });

  it.each(today.templates.map(({ name, template }) => [name, resourceCount(template)] as const))(
    'stack %s has %i resources, within the budget of 400',
    (_name, count) => {
      expect(count).toBeLessThanOrEqual(STACK_RESOURCE_BUDGET);
    },
  );

  it('keeps every stack within the budget with 60 more routes', () => {
    const counts = grown.templates.map(({ name, template }) => [name, resourceCount(template)] as const);

    expect(counts.filter(([, count]) => count > STACK_RESOURCE_BUDGET)).toEqual([]);
    expect(counts.length).toBeGreaterThan(2);
  });

  it('puts no route function in the API stack itself: its size does not grow with the route table', () => {
    const parent = (app: typeof today) => resourceCount(app.templates.find(({ name }) => name === app.api.node.path)!.template);

    expect(today.api.routeStacks.size).toBeLessThanOrEqual(ROUTE_STACKS);
    expect(parent(grown) - parent(today)).toBeLessThanOrEqual(ROUTE_STACKS - today.api.routeStacks.size);
    expect(today.templates.find(({ name }) => name === today.api.node.path)!.template.findResources('AWS::ApiGatewayV2::Route')).toEqual({});
  });

  it('places every route in the nested stack its name hashes to, and adding routes moves none', () => {
    const before = placement(today);
    const after = placement(grown);

    expect(before.size).toBe(routes.length);
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      expect([key, before.get(key)]).toEqual([key, routeStackId(route)]);
      expect([key, after.get(key)]).toEqual([key, before.get(key)]);
    }
  });
});

describe('log level', () => {
  it('sets POWERTOOLS_LOG_LEVEL on every function from context logLevel', () => {
    const { apiTemplate } = synthesizeRewardsApp({ context: { logLevel: 'DEBUG' } });
    const levels = Object.values(apiTemplate.findResources('AWS::Lambda::Function')).map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_LOG_LEVEL);

    expect(levels.length).toBeGreaterThan(routes.length);
    expect(new Set(levels)).toEqual(new Set(['DEBUG']));
  });

  it('refuses a log level Powertools does not know', () => {
    expect(() => synthesizeRewardsApp({ context: { logLevel: 'LOUD' } })).toThrow(/logLevel must be one of/);
  });
});
