import { segmentBuildStepDescription } from '../functions.js';
import { segmentBuildPipeline } from '../jobs.js';
import type { ShardWalk } from './shard-walk-pipeline.js';
import type { WildcardReason } from './wildcard-acknowledgements.js';

/** Build requests in the bucket: segment-builds/<client>/<segment>/<version>.json (shared/segments/keys.ts); their arrival starts the build. */
export const SEGMENT_BUILD_REQUESTS_PATTERN = 'segment-builds/*/*/*.json';

export const SEGMENT_BUILD_WILDCARDS: WildcardReason = {
  finding: /\/segment-builds\/\*\/\*\/\*\.json$/,
  reason: 'Segment build requests are named segment-builds/<client>/<segment>/<version>.json: the pattern admits those requests and nothing else.',
};

/**
 * A dynamic segment's build (and daily refresh) on the shard-walk pipeline: each page worker decides
 * a page of members against the segment's filter, each change one transaction; the finish marks the
 * segment ready, or build_failed after any failure.
 */
export const SEGMENT_BUILD_WALK: ShardWalk = {
  steps: segmentBuildPipeline,
  description: segmentBuildStepDescription,
  pageState: 'BuildPage',
  comment: 'Rewards API segment builds: plan, shard walks, finish',
  requestsPattern: SEGMENT_BUILD_REQUESTS_PATTERN,
  ruleDescription: 'A segment build request landed in the bucket: start the build',
  failedExecutionAlarm: 'A segment build execution failed: its segment may be left building',
  undeliveredEventAlarm: 'A segment build request event could not start the build: its segment stays building',
  notStarted: 'the build could not be started',
  pagesFailed: 'some pages could not be decided',
};
