import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Choice, Condition, JsonPath, Map as MapState, type StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { RANK_SHARDS } from '../../shared/points/rank-tree.js';
import { segmentBuildStepDescription } from '../functions.js';
import { segmentBuildPipeline } from '../jobs.js';
import { finishState, pipelineFunctions, pipelineStateMachine, planState, startOnObjectArrival, workerState } from './file-pipeline.js';
import type { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards, type WildcardReason } from './wildcard-acknowledgements.js';

/** Build requests in the bucket: segment-builds/<client>/<segment>/<version>.json (shared/segments/keys.ts); their arrival starts the build. */
export const SEGMENT_BUILD_REQUESTS_PATTERN = 'segment-builds/*/*/*.json';

export const SEGMENT_BUILD_WILDCARDS: WildcardReason = {
  finding: /\/segment-builds\/\*\/\*\/\*\.json$/,
  reason: 'Segment build requests are named segment-builds/<client>/<segment>/<version>.json: the pattern admits those requests and nothing else.',
};

export interface SegmentBuildPipelineProps {
  table: ITable;
  bucket: IBucket;
  logLevel: string;
  /** SNS topic ARN the pipeline's alarms notify. */
  alarmTopicArn?: string;
}

/**
 * A dynamic segment's build on AWS's own fan-out: its build request landing in the bucket (the S3
 * event, through EventBridge) starts a Step Functions execution: the plan answers one walk per
 * shard of the program's rank index; a Map runs the walks side by side, each a loop of page
 * workers (a page of members decided against the segment's filter, each change one transaction)
 * until its shard is done, a failed or throttled page retried with backoff; then the finish marks
 * the segment ready. Any failure ends in the finish step too, which marks it build_failed. No
 * scan: members are found through the rank index.
 */
export class SegmentBuildPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions: Record<keyof typeof segmentBuildPipeline, ServiceFunction>;

  constructor(scope: Construct, id: string, props: SegmentBuildPipelineProps) {
    super(scope, id);
    this.functions = pipelineFunctions(this, segmentBuildPipeline, { ...props, description: segmentBuildStepDescription });
    const finish = finishState(this, this.functions.finish);
    const plan = planState(this, this.functions.plan, finish('FinishAfterFailedPlan', 'the build could not be started'));

    // One walk per shard: a page, then the next from where it ended, until the shard is done.
    const page = workerState(this, 'BuildPage', this.functions.page);
    const walk = page.next(new Choice(this, 'ShardDone').when(Condition.booleanEquals('$.done', true), new Succeed(this, 'ShardWalked')).otherwise(page));
    const shards = new MapState(this, 'Shards', { itemsPath: '$.plan.shards', maxConcurrency: RANK_SHARDS, resultPath: JsonPath.DISCARD });
    shards.itemProcessor(walk);
    shards.addCatch(finish('FinishAfterFailedPages', 'some pages could not be decided'), { resultPath: '$.error' });

    const definition = plan.next(
      new Choice(this, 'AnythingToRun')
        .when(Condition.booleanEquals('$.plan.run', false), new Succeed(this, 'NothingToRun'))
        .otherwise(shards.next(finish('Finish'))),
    );
    this.stateMachine = pipelineStateMachine(this, 'Rewards API segment builds: plan, shard walks, finish', definition);
    acknowledgeWildcards(this, [
      { finding: /^<\w+\.Arn>:\*$/, reason: 'The state machine invokes its three step functions, any version of them (what LambdaInvoke grants).' },
      { finding: /^\*$/, reason: 'X-Ray PutTraceSegments/PutTelemetryRecords and the log delivery actions support no resource-level permissions.' },
    ]);
    startOnObjectArrival(this, {
      stateMachine: this.stateMachine,
      bucket: props.bucket,
      keyPattern: SEGMENT_BUILD_REQUESTS_PATTERN,
      what: 'Request',
      ruleDescription: 'A segment build request landed in the bucket: start the build',
      failedExecutionAlarm: 'A segment build execution failed: its segment may be left building',
      undeliveredEventAlarm: 'A segment build request event could not start the build: its segment stays building',
      alarmTopicArn: props.alarmTopicArn,
    });
  }
}
