import { segmentBuildStepDescription } from '../lib/functions.js';
import { segmentBuildPipeline } from '../lib/jobs.js';
import { adminCreateSegmentRoute } from '../functions/admin/segments/create-segment.contract.js';
import { adminReplaceSegmentRoute } from '../functions/admin/segments/replace-segment.contract.js';
import { segmentBuildKey } from '../shared/segments/keys.js';
import { type Dispatch, startingAfter } from './dispatch.js';
import { pipelineSteps, runShardWalks } from './pipeline-steps.js';

/**
 * A dynamic segment's build run locally, as Step Functions runs it in AWS when the build request
 * lands in the bucket: the plan, one walk per rank index shard, each a loop of page workers,
 * then the finish, each step attributed to its own function (the IAM replay checks their calls).
 */

const step = pipelineSteps(segmentBuildPipeline, segmentBuildStepDescription);

/** Runs the build a segment's answer asked for (status building, at its version) to the end. */
export const runSegmentBuild = (clientId: string, segment: { segment_id: string; version: number }): Promise<void> =>
  runShardWalks(step, segmentBuildKey(clientId, segment.segment_id, segment.version), 'the build could not be started');

/** Runs a refresh request's walk (the daily refresh of a ready segment) to its end. */
export const runSegmentRefresh = (key: string): Promise<void> => runShardWalks(step, key, 'the refresh could not be started');

/** The refreshes a daily run requested, run as their requests' arrivals do in AWS. */
export function runStartedSegmentRefreshes(result: unknown, onFailed: (segmentId: string, error: unknown) => void): void {
  const started = (result as { started?: Array<{ segment_id: string; key: string }> } | undefined)?.started ?? [];
  for (const { segment_id, key } of started) void runSegmentRefresh(key).catch((error) => onFailed(segment_id, error));
}

const STARTING = [adminCreateSegmentRoute.name, adminReplaceSegmentRoute.name];

/**
 * The local server's stand-in for the build request's S3 event: a segment made or changed into
 * building starts its build in the background, as the request's arrival does in AWS.
 */
export const startingSegmentBuilds = (dispatch: Dispatch, onFailed: (segmentId: string, error: unknown) => void): Dispatch =>
  startingAfter<{ segment_id: string; version: number; status: string }>(
    dispatch,
    STARTING,
    (clientId, segment) => (segment.status === 'building' ? runSegmentBuild(clientId, segment) : undefined),
    (segment, error) => onFailed(segment.segment_id, error),
  );
