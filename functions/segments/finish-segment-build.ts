import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { finishSegmentBuild } from '../../shared/segment-triggers/index.js';
import { FinishSegmentBuildInput } from '../../shared/segment-triggers/segment-build-requests.js';

/** A segment build's last step: the segment ready, or build_failed when the fan-out failed. */
export const handler = withJobTelemetry(async (event: unknown) => {
  const { key, failure } = FinishSegmentBuildInput.parse(event);
  return finishSegmentBuild(key, failure);
});
