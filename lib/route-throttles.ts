import type { Route } from './routes.js';

/** API Gateway throttling of one route: steady requests per second and burst, all clients together. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Default throttling of every route of the stage, for a route the route table does not name (the
 * stage's DefaultRouteSettings).
 */
export const STAGE_THROTTLE: Throttle = { rateLimit: 500, burstLimit: 1000 };

/**
 * Throttling of each route in the stage, by what the route is. It caps what one route can cost in
 * total, whoever calls it, before a function runs: API Gateway answers 429 itself. Clients are
 * kept apart by their own limit (shared/programs/rate-limit.ts, 100 requests a second by default),
 * so these sit at ten or more clients' worth: api_key reads (a cached key, a GetItem or two)
 * 1,000 a second; api_key writes, which run transactions on shared items (stock, codes, rank
 * trees), 500; the operator API, which people and their scripts use, 100.
 */
export const ROUTE_THROTTLES = {
  read: { rateLimit: 1000, burstLimit: 2000 },
  write: { rateLimit: 500, burstLimit: 1000 },
  operator: { rateLimit: 100, burstLimit: 200 },
} as const satisfies Record<string, Throttle>;

export const routeThrottle = (route: Pick<Route, 'auth' | 'access'>): Throttle =>
  route.auth === 'operator' ? ROUTE_THROTTLES.operator : ROUTE_THROTTLES[route.access];

/** The stage's RouteSettings (AWS::ApiGatewayV2::Stage): one entry per route of the table, by route key. */
export function stageRouteSettings(routes: readonly Route[]): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  return Object.fromEntries(
    routes.map((route) => {
      const { rateLimit, burstLimit } = routeThrottle(route);
      return [`${route.method} ${route.path}`, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
    }),
  );
}
