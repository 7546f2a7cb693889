import { jobSchedule, jobs } from './jobs.js';
import type { LayerName } from './layers.js';
import { routes } from './routes.js';

/** A deployed function as the bundle checks and `npm run bench:cold` see it. */
export interface FunctionRow {
  /** Construct name of the route or job. */
  name: string;
  /** Handler module, relative to the repository root. */
  entry: string;
  /** What invokes it: "GET /v2/users/{user_id}" or "every 5 minutes". */
  trigger: string;
  layers: readonly LayerName[];
}

/** Every function the API stack deploys: one per route-table row, then one per scheduled job. */
export const functionRows: readonly FunctionRow[] = [
  ...routes.map((route) => ({ name: route.name, entry: route.entry, trigger: `${route.method} ${route.path}`, layers: route.layers ?? [] })),
  ...jobs.map((job) => ({ name: job.name, entry: job.entry, trigger: jobSchedule(job), layers: job.layers ?? [] })),
];

/** The distinct handler entries: one bundle each (routes may share an entry). */
export const handlerEntries: readonly string[] = [...new Set(functionRows.map((row) => row.entry))];
