import { AsyncLocalStorage } from 'node:async_hooks';
import type { Route } from '../../lib/routes.js';

/**
 * Which route's function is running. In AWS every route is its own function; locally they
 * share a process, so whatever a handler does (its DynamoDB calls, above all) is attributed to
 * its route through this context. Development only: never bundled into a function.
 */
const running = new AsyncLocalStorage<Route>();

export const runAsRoute = <T>(route: Route, invoke: () => Promise<T>): Promise<T> => running.run(route, invoke);

/** The route whose handler the caller runs inside, if any. */
export const currentRoute = (): Route | undefined => running.getStore();
