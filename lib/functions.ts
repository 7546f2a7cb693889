import {
  EXPORT_PIPELINE_TRIGGER,
  exportPipeline,
  FIRST_DEPLOY_TRIGGER,
  firstDeployRebuild,
  IMPORT_PIPELINE_TRIGGER,
  importPipeline,
  jobSchedule,
  jobs,
  SEGMENT_BUILD_TRIGGER,
  segmentBuildPipeline,
  SIMULATION_TRIGGER,
  simulationPipeline,
  STREAM_TRIGGER,
  streamConsumers,
  type StreamConsumerJob,
  type Job,
} from './jobs.js';
import type { LayerName } from './layers.js';
import { routes, type Route } from './routes.js';

/** Timeout of a function behind an API route: well inside API Gateway's 30 s integration limit. */
export const ROUTE_TIMEOUT_SECONDS = 10;

/** A route function's Description in the stack: "METHOD path", as API Gateway's route key. */
export const routeFunctionDescription = (route: Route): string => `${route.method} ${route.path}`;

/** A scheduled job function's Description in the stack. */
export const jobFunctionDescription = (job: Job): string => `Scheduled job ${job.name}, ${jobSchedule(job)}`;

/** An import pipeline step's Description in the stack. */
export const importStepDescription = (step: { name: string }): string => `Import pipeline step ${step.name}`;

/** An export pipeline step's Description in the stack. */
export const exportStepDescription = (step: { name: string }): string => `Export pipeline step ${step.name}`;

/** A segment build step's Description in the stack. */
export const segmentBuildStepDescription = (step: { name: string }): string => `Segment build step ${step.name}`;

/** A simulation step's Description in the stack. */
export const simulationStepDescription = (step: { name: string }): string => `Simulation step ${step.name}`;

/** A stream consumer's Description in the stack. */
export const streamConsumerDescription = (consumer: StreamConsumerJob): string => `Stream consumer ${consumer.name}, ${STREAM_TRIGGER}: ${consumer.does}`;

/** The first deploy's rebuild function's Description in the stack. */
export const firstDeployRebuildDescription = `Custom resource ${firstDeployRebuild.name}, ${FIRST_DEPLOY_TRIGGER}: every program's reports rebuilt`;

/**
 * The authorizer of every api_key route (lib/constructs/failed-auth-guard.ts): refuses sources
 * banned for failed authentications. It may read ban items and nothing else.
 */
export const sourceAuthorizer = { entry: 'functions/authorizers/authorize-source.ts', name: 'AuthorizeSource', access: 'source-bans' } as const;

/** The source authorizer's trigger in words: part of its function's description. */
export const SOURCE_AUTHORIZER_TRIGGER = 'API Gateway authorizer of the api_key routes';

/** The source authorizer's Description in the stack. */
export const sourceAuthorizerDescription = `Authorizer ${sourceAuthorizer.name}, ${SOURCE_AUTHORIZER_TRIGGER}`;

/** A deployed function as the bundle checks and `npm run bench:cold` see it. */
export interface FunctionRow {
  /** Construct name of the route or job. */
  name: string;
  /** Handler module, relative to the repository root. */
  entry: string;
  /** What invokes it: "GET /v2/users/{user_id}" or "every 5 minutes". */
  trigger: string;
  layers: readonly LayerName[];
  /** The function's Description in the stack; logs and the IAM replay name the function by it. */
  description: string;
}

/** Every function the API stack deploys: one per route-table row, one per scheduled job, the stream consumer, the import, export and segment build pipelines' steps and the source authorizer. */
export const functionRows: readonly FunctionRow[] = [
  ...routes.map((route) => ({
    name: route.name,
    entry: route.entry,
    trigger: `${route.method} ${route.path}`,
    layers: route.layers ?? [],
    description: routeFunctionDescription(route),
  })),
  ...jobs.map((job) => ({ name: job.name, entry: job.entry, trigger: jobSchedule(job), layers: job.layers ?? [], description: jobFunctionDescription(job) })),
  ...streamConsumers.map((consumer) => ({
    name: consumer.name,
    entry: consumer.entry,
    trigger: STREAM_TRIGGER,
    layers: [],
    description: streamConsumerDescription(consumer),
  })),
  ...Object.values(importPipeline).map((step) => ({
    name: step.name,
    entry: step.entry,
    trigger: IMPORT_PIPELINE_TRIGGER,
    layers: step.layers,
    description: importStepDescription(step),
  })),
  ...Object.values(exportPipeline).map((step) => ({
    name: step.name,
    entry: step.entry,
    trigger: EXPORT_PIPELINE_TRIGGER,
    layers: [],
    description: exportStepDescription(step),
  })),
  ...Object.values(segmentBuildPipeline).map((step) => ({
    name: step.name,
    entry: step.entry,
    trigger: SEGMENT_BUILD_TRIGGER,
    layers: [],
    description: segmentBuildStepDescription(step),
  })),
  ...Object.values(simulationPipeline).map((step) => ({
    name: step.name,
    entry: step.entry,
    trigger: SIMULATION_TRIGGER,
    layers: [],
    description: simulationStepDescription(step),
  })),
  { name: sourceAuthorizer.name, entry: sourceAuthorizer.entry, trigger: SOURCE_AUTHORIZER_TRIGGER, layers: [], description: sourceAuthorizerDescription },
  { name: firstDeployRebuild.name, entry: firstDeployRebuild.entry, trigger: FIRST_DEPLOY_TRIGGER, layers: [], description: firstDeployRebuildDescription },
];

/** The distinct handler entries: one bundle each (routes may share an entry). */
export const handlerEntries: readonly string[] = [...new Set(functionRows.map((row) => row.entry))];
