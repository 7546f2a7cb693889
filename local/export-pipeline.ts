import { exportStepDescription } from '../lib/functions.js';
import { exportPipeline } from '../lib/jobs.js';
import { exportRequestKey } from '../shared/exports/index.js';
import { adminCreateExportRoute } from '../functions/admin/exports/create-export.contract.js';
import { type Dispatch, startingAfter } from './dispatch.js';
import { pipelineSteps, runShardWalks } from './pipeline-steps.js';

/**
 * The export pipeline run locally, as Step Functions runs it in AWS when an export's request
 * lands in the bucket: the plan step, one walk per rank index shard (at most SHARDS_IN_PARALLEL
 * at once, as the Map's MaxConcurrency bounds them), each a loop of page workers until its shard
 * is done, then the finish step, each attributed to its own function (the IAM replay checks their
 * calls). A page that keeps failing fails the run, and the finish step marks the export failed,
 * as the state machine's catch does.
 */

const step = pipelineSteps(exportPipeline, exportStepDescription);

/** Runs the pipeline of an export's request to the end. */
export const runExportPipeline = (requestKey: string): Promise<void> => runShardWalks(step, requestKey, 'the export could not be started');

/** Runs the pipeline of an export by its ids, as its request's arrival does. */
export const runExport = (clientId: string, exportId: string): Promise<void> => runExportPipeline(exportRequestKey(clientId, exportId));

/**
 * The local server's stand-in for the request's S3 event: an export the create route accepted
 * starts its pipeline in the background, as its request's arrival does in AWS.
 */
export const startingExports = (dispatch: Dispatch, onFailed: (exportId: string, error: unknown) => void): Dispatch =>
  startingAfter<{ export_id: string }>(
    dispatch,
    [adminCreateExportRoute.name],
    (clientId, { export_id }) => runExport(clientId, export_id),
    ({ export_id }, error) => onFailed(export_id, error),
  );

/** The exports a daily export run started, run as their requests' arrivals do in AWS. */
export function runStartedExports(result: unknown, onFailed: (exportId: string, error: unknown) => void): void {
  const started = (result as { started?: Array<{ client_id: string; export_id: string }> } | undefined)?.started ?? [];
  for (const { client_id, export_id } of started) void runExport(client_id, export_id).catch((error) => onFailed(export_id, error));
}
