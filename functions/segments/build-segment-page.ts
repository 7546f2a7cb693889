import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { buildSegmentPage } from '../../shared/segment-triggers/index.js';
import { SegmentBuildPageInput } from '../../shared/segment-triggers/segment-build-requests.js';

/** A worker of a segment build's Map: decides one page of a shard's members, and answers where the walk goes on. */
export const handler = withJobTelemetry(async (event: unknown) => buildSegmentPage(SegmentBuildPageInput.parse(event)));
