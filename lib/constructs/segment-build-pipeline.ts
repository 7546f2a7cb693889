import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { segmentBuildStepDescription } from '../functions.js';
import { segmentBuildPipeline } from '../jobs.js';
import type { ServiceFunction } from './service-function.js';
import { shardWalkPipeline, type ShardWalkPipelineProps } from './shard-walk-pipeline.js';
import type { WildcardReason } from './wildcard-acknowledgements.js';

/** Build requests in the bucket: segment-builds/<client>/<segment>/<version>.json (shared/segments/keys.ts); their arrival starts the build. */
export const SEGMENT_BUILD_REQUESTS_PATTERN = 'segment-builds/*/*/*.json';

export const SEGMENT_BUILD_WILDCARDS: WildcardReason = {
  finding: /\/segment-builds\/\*\/\*\/\*\.json$/,
  reason: 'Segment build requests are named segment-builds/<client>/<segment>/<version>.json: the pattern admits those requests and nothing else.',
};

/**
 * A dynamic segment's build on the shard-walk pipeline (shard-walk-pipeline.ts): each page worker
 * decides a page of members against the segment's filter, each change one transaction; the finish
 * marks the segment ready, or build_failed after any failure. No scan: members are found through
 * the rank index.
 */
export class SegmentBuildPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions: Record<keyof typeof segmentBuildPipeline, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ShardWalkPipelineProps) {
    super(scope, id);
    ({ stateMachine: this.stateMachine, functions: this.functions } = shardWalkPipeline(
      this,
      {
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
      },
      props,
    ));
  }
}
