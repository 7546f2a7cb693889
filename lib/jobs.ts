import type { LayerName } from './layers.js';

/**
 * Scheduled jobs: functions run on a schedule rather than behind a route. The stack gives each
 * one an EventBridge schedule and the table access named here.
 */
export interface Job {
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** PascalCase name for the function's construct id. */
  name: string;
  /** How often the schedule fires. */
  everyMinutes: number;
  /** Table access the function is granted (it also queries GSI1). */
  access: 'read' | 'write';
  /** Function timeout; the job stops taking new work shortly before it. */
  timeoutSeconds: number;
  /** Layers whose packages the handler loads (lib/layers.ts). */
  layers?: readonly LayerName[];
  /**
   * What the job does in the file store: 'export' writes export requests (they start the export
   * pipeline); 'erase' removes a deleted member's receipt images; 'segment-build' writes segment
   * refresh requests (they start the segment build pipeline).
   */
  files?: 'export' | 'erase' | 'segment-build';
}

export const jobs: readonly Job[] = [
  { entry: 'functions/jobs/clear-pending-points.ts', name: 'ClearPendingPoints', everyMinutes: 5, access: 'write', timeoutSeconds: 300 },
  { entry: 'functions/jobs/expire-points.ts', name: 'ExpirePoints', everyMinutes: 15, access: 'write', timeoutSeconds: 600 },
  // A birthday is celebrated within half an hour of its local midnight; a missed run is made up for two days.
  { entry: 'functions/jobs/celebrate-birthdays.ts', name: 'CelebrateBirthdays', everyMinutes: 30, access: 'write', timeoutSeconds: 600 },
  { entry: 'functions/jobs/erase-members.ts', name: 'EraseMembers', everyMinutes: 5, access: 'write', timeoutSeconds: 300, files: 'erase' },
  { entry: 'functions/jobs/retry-webhooks.ts', name: 'RetryWebhooks', everyMinutes: 1, access: 'write', timeoutSeconds: 55 },
  // Every half hour, though it starts a client's exports once a day (its run record): a missed or failed run is made up within the half hour.
  { entry: 'functions/jobs/start-daily-exports.ts', name: 'StartDailyExports', everyMinutes: 30, access: 'write', timeoutSeconds: 300, files: 'export' },
  { entry: 'functions/jobs/rebuild-reports.ts', name: 'RebuildReports', everyMinutes: 5, access: 'write', timeoutSeconds: 300 },
  // Once a day: segments whose filter reads the clock are walked again (a window passing moves members no event brings).
  {
    entry: 'functions/jobs/start-segment-refreshes.ts',
    name: 'StartSegmentRefreshes',
    everyMinutes: 1440,
    access: 'write',
    timeoutSeconds: 300,
    files: 'segment-build',
  },
];

/** How long a job's scheduled event may wait for its function: a period, at most the 6 hours Lambda keeps an asynchronous event. */
export const jobEventAgeMinutes = (job: Job): number => Math.min(job.everyMinutes, 360);

/** A job's schedule in words ("every 5 minutes"): part of its function's description. */
export function jobSchedule(job: Job): string {
  const days = job.everyMinutes / 1440;
  if (Number.isInteger(days)) return days === 1 ? 'every day' : `every ${days} days`;
  return `every ${job.everyMinutes} minute${job.everyMinutes === 1 ? '' : 's'}`;
}

/**
 * The table's stream consumers, each on new outbox items: webhook delivery (with the rules a
 * level reached credits), and the count of program reports and of rank moves. In AWS each has its own event source mapping (filtered to inserted outbox
 * items; a stream shard takes two readers at most); locally each has its own stream reader.
 */
export interface StreamConsumerJob {
  entry: string;
  name: string;
  /** Construct id of the consumer in the stack; stable, so logical ids stay put. */
  constructId: string;
  /** The dispatcher writes deliveries; the counter only report partitions. */
  access: 'write' | 'report-counts';
  timeoutSeconds: number;
  /** What it makes of the events, in words: part of its function's description. */
  does: string;
  /** Where a new mapping starts: the stream's start only for a consumer whose work a replay leaves unchanged. */
  startingPosition: 'LATEST' | 'TRIM_HORIZON';
  /** Outbox events per invocation at most. */
  batchSize: number;
  /** Batches of one shard in flight at once (records of one partition key stay in order). */
  parallelizationFactor: number;
}

export const streamConsumers: readonly StreamConsumerJob[] = [
  {
    entry: 'functions/jobs/dispatch-webhooks.ts',
    name: 'DispatchWebhooks',
    constructId: 'StreamConsumer',
    access: 'write',
    timeoutSeconds: 60,
    does: 'webhook deliveries, tier_reached credits and owed welcomes',
    startingPosition: 'LATEST',
    batchSize: 100,
    parallelizationFactor: 1,
  },
  {
    entry: 'functions/jobs/count-report-events.ts',
    name: 'CountReportEvents',
    constructId: 'ReportCounter',
    access: 'report-counts',
    timeoutSeconds: 60,
    does: 'program report counts and rank moves',
    // Counting is marked per event, so a mapping made over a table that already has events reads
    // the stream's 24 hours from their start and counts each once (older ones: the first deploy's rebuild).
    startingPosition: 'TRIM_HORIZON',
    // A batch of 1,000 events counts in about 0.5 s on DynamoDB Local (one transaction per program
    // and ~90 events), so a shard keeps up with about 2,000 events/s, some ten programs at their full
    // rate: another program waits the batching window and a batch or two (docs/decisions.md).
    batchSize: 1_000,
    parallelizationFactor: 2,
  },
];

/**
 * Run once, when the stack is first deployed (a custom resource), not on a schedule: a rebuild of every
 * program's reports, so a stack deployed over a table already written counts what was written
 * before its report counter (lib/constructs/first-deploy-rebuild.ts).
 */
export const firstDeployRebuild = {
  entry: 'functions/jobs/start-report-rebuilds.ts',
  name: 'StartReportRebuilds',
  access: 'write',
  timeoutSeconds: 300,
} as const;

/** The first deploy's rebuild trigger in words: part of its function's description. */
export const FIRST_DEPLOY_TRIGGER = 'once, on the first deploy';

/** The stream consumers' trigger in words: part of their functions' descriptions. */
export const STREAM_TRIGGER = 'new outbox items on the table stream';

/**
 * The import pipeline's steps: Step Functions runs them when an import's file lands in the
 * bucket (an S3 event through EventBridge): the plan, a Distributed Map of chunk workers over the
 * plan's manifest, then the finish. Locally local/import-pipeline.ts runs the same handlers.
 */
export const importPipeline = {
  // Plan and chunk load every kind of row, members' with their postal-code labels.
  plan: { entry: 'functions/imports/plan-import.ts', name: 'PlanImport', access: 'write', timeoutSeconds: 900, layers: ['postalCodes'] },
  chunk: { entry: 'functions/imports/write-import-chunk.ts', name: 'WriteImportChunk', access: 'write', timeoutSeconds: 300, layers: ['postalCodes'] },
  finish: { entry: 'functions/imports/finish-import.ts', name: 'FinishImport', access: 'write', timeoutSeconds: 60, layers: [] },
} as const satisfies Record<string, { entry: string; name: string; access: 'write'; timeoutSeconds: number; layers: readonly LayerName[] }>;

/** The import pipeline's trigger in words: part of its functions' descriptions. */
export const IMPORT_PIPELINE_TRIGGER = 'import pipeline step';

/**
 * The export pipeline's steps: Step Functions runs them when an export's request lands in the
 * bucket (an S3 event through EventBridge): the plan, a Map with one walk per shard of the
 * client's rank index (a loop of page workers, each answering where its walk goes on), then the
 * finish, which joins the parts. Locally local/export-pipeline.ts runs the same handlers.
 */
export const exportPipeline = {
  plan: { entry: 'functions/exports/plan-export.ts', name: 'PlanExport', access: 'write', timeoutSeconds: 60 },
  page: { entry: 'functions/exports/write-export-page.ts', name: 'WriteExportPage', access: 'write', timeoutSeconds: 300 },
  finish: { entry: 'functions/exports/finish-export.ts', name: 'FinishExport', access: 'write', timeoutSeconds: 900 },
} as const;

/** The export pipeline's trigger in words: part of its functions' descriptions. */
export const EXPORT_PIPELINE_TRIGGER = 'export pipeline step';

/**
 * A dynamic segment's build steps: Step Functions runs them when the segment's build request
 * lands in the bucket (an S3 event through EventBridge): the plan, a Map with one walk per shard
 * of the program's rank index (a loop of page workers, each deciding a page of members against
 * the segment's filter), then the finish, which marks the segment ready. Locally
 * local/segment-builds.ts runs the same handlers.
 */
export const segmentBuildPipeline = {
  plan: { entry: 'functions/segments/plan-segment-build.ts', name: 'PlanSegmentBuild', access: 'write', timeoutSeconds: 60 },
  page: { entry: 'functions/segments/build-segment-page.ts', name: 'BuildSegmentPage', access: 'write', timeoutSeconds: 300 },
  finish: { entry: 'functions/segments/finish-segment-build.ts', name: 'FinishSegmentBuild', access: 'write', timeoutSeconds: 60 },
} as const;

/** The segment build's trigger in words: part of its functions' descriptions. */
export const SEGMENT_BUILD_TRIGGER = 'segment build step';

/**
 * A what-if simulation's steps: Step Functions runs them when the simulation's request lands in
 * the bucket: the plan, a Map with one walk per shard of the program's rank index (a loop of page
 * workers, each replaying a page of members' recorded history), then the finish, which merges the
 * walks' tallies into the result. Locally local/simulations.ts runs the same handlers.
 */
export const simulationPipeline = {
  plan: { entry: 'functions/simulations/plan-simulation.ts', name: 'PlanSimulation', access: 'write', timeoutSeconds: 60 },
  page: { entry: 'functions/simulations/replay-simulation-page.ts', name: 'ReplaySimulationPage', access: 'write', timeoutSeconds: 300 },
  finish: { entry: 'functions/simulations/finish-simulation.ts', name: 'FinishSimulation', access: 'write', timeoutSeconds: 60 },
} as const;

/** The simulation's trigger in words: part of its functions' descriptions. */
export const SIMULATION_TRIGGER = 'simulation step';
