import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Choice, Condition, JsonPath, Map as MapState, type StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { RANK_SHARDS } from '../../shared/points/rank-tree.js';
import { finishState, type PipelineStep, pipelineFunctions, pipelineStateMachine, planState, startOnObjectArrival, workerState } from './file-pipeline.js';
import type { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards } from './wildcard-acknowledgements.js';

export interface ShardWalkPipelineProps {
  table: ITable;
  bucket: IBucket;
  logLevel: string;
  /** SNS topic ARN the pipeline's alarms notify. */
  alarmTopicArn?: string;
}

/** What tells one shard-walk pipeline from another: its steps, its words and the requests that start it. */
/** The steps of a shard-walk pipeline, by their part. */
type WalkStep = 'plan' | 'page' | 'finish';

export interface ShardWalk {
  steps: Record<WalkStep, PipelineStep>;
  description: (step: PipelineStep) => string;
  /** The page worker state's id. */
  pageState: string;
  comment: string;
  requestsPattern: string;
  ruleDescription: string;
  failedExecutionAlarm: string;
  undeliveredEventAlarm: string;
  /** What the finish is told when the plan failed, and when pages kept failing. */
  notStarted: string;
  pagesFailed: string;
}

/**
 * A plan, shard walks and finish pipeline on AWS's own fan-out (a segment's build, a simulation):
 * its request landing in the bucket (the S3 event, through EventBridge) starts a Step Functions
 * execution: the plan answers one walk per shard of the program's rank index; a Map runs the walks
 * side by side, each a loop of page workers until its shard is done, a failed or throttled page
 * retried with backoff; then the finish. Any failure ends in the finish step too, with why. No
 * scan: members are found through the rank index.
 */
export class ShardWalkPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions: Record<WalkStep, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ShardWalkPipelineProps & { walk: ShardWalk }) {
    super(scope, id);
    const { walk } = props;
    this.functions = pipelineFunctions(this, walk.steps, { ...props, description: walk.description });
    const finish = finishState(this, this.functions.finish);
    const plan = planState(this, this.functions.plan, finish('FinishAfterFailedPlan', walk.notStarted));

    // One walk per shard: a page, then the next from where it ended, until the shard is done.
    const page = workerState(this, walk.pageState, this.functions.page);
    const shardWalk = page.next(new Choice(this, 'ShardDone').when(Condition.booleanEquals('$.done', true), new Succeed(this, 'ShardWalked')).otherwise(page));
    const shards = new MapState(this, 'Shards', { itemsPath: '$.plan.shards', maxConcurrency: RANK_SHARDS, resultPath: JsonPath.DISCARD });
    shards.itemProcessor(shardWalk);
    shards.addCatch(finish('FinishAfterFailedPages', walk.pagesFailed), { resultPath: '$.error' });

    const definition = plan.next(
      new Choice(this, 'AnythingToRun')
        .when(Condition.booleanEquals('$.plan.run', false), new Succeed(this, 'NothingToRun'))
        .otherwise(shards.next(finish('Finish'))),
    );
    this.stateMachine = pipelineStateMachine(this, walk.comment, definition);
    acknowledgeWildcards(this, [
      { finding: /^<\w+\.Arn>:\*$/, reason: 'The state machine invokes its three step functions, any version of them (what LambdaInvoke grants).' },
      { finding: /^\*$/, reason: 'X-Ray PutTraceSegments/PutTelemetryRecords and the log delivery actions support no resource-level permissions.' },
    ]);
    startOnObjectArrival(this, {
      stateMachine: this.stateMachine,
      bucket: props.bucket,
      keyPattern: walk.requestsPattern,
      what: 'Request',
      ruleDescription: walk.ruleDescription,
      failedExecutionAlarm: walk.failedExecutionAlarm,
      undeliveredEventAlarm: walk.undeliveredEventAlarm,
      alarmTopicArn: props.alarmTopicArn,
    });
  }
}
