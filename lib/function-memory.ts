import { MEASURED_MEMORY_MB } from './generated/function-memory.js';

/**
 * What a route function that `npm run bench:cost` has not measured yet gets: the size nearly every
 * measured route settled at, since a route's work is a few DynamoDB calls (a new route deploys
 * without an entry; the cost bench then sizes it).
 */
export const ROUTE_DEFAULT_MEMORY_MB = 512;

/** A route function's memory: as measured (lib/generated/function-memory.ts), else the routes' default. */
export const routeMemoryMb = (name: string): number => MEASURED_MEMORY_MB[name] ?? ROUTE_DEFAULT_MEMORY_MB;
