import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { planSegmentBuild } from '../../shared/segment-triggers/index.js';
import { PlanSegmentBuildInput } from '../../shared/segment-triggers/segment-build-requests.js';

/**
 * A segment build's first step (a Step Functions task, started by the build request's S3 event):
 * the walks of the program's rank index shards the Map then runs; nothing to run when the
 * segment is no longer building that version.
 */
export const handler = withJobTelemetry(async (event: unknown) => planSegmentBuild(PlanSegmentBuildInput.parse(event).key));
