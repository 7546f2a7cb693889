import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Choice, Condition, JsonPath, Map as MapState, type StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { RANK_SHARDS } from '../../shared/points/rank-tree.js';
import { exportStepDescription } from '../functions.js';
import { exportPipeline } from '../jobs.js';
import { finishState, grantObjects, pipelineFunctions, pipelineStateMachine, planState, startOnObjectArrival, workerState } from './file-pipeline.js';
import type { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards, type WildcardReason } from './wildcard-acknowledgements.js';

/** Export requests in the bucket: exports/<client>/<export>/request.json (shared/exports/keys.ts); their arrival starts the pipeline. */
export const EXPORT_REQUESTS_PATTERN = 'exports/*/*/request.json';
/** The part files a page worker writes and the finish step joins. */
export const EXPORT_PARTS_PATTERN = 'exports/*/*/parts/*';
/** Joined export files, under the export's id or the day a daily export covers: <kind>.<format>.gz. */
export const EXPORT_FILES_PATTERNS = ['exports/*/*/*.csv.gz', 'exports/*/*/*.ndjson.gz'] as const;

/** Object key patterns are the narrowest grant there is for files named by client and export. */
export const EXPORT_OBJECT_WILDCARDS: WildcardReason = {
  finding: /\/exports\/\*\/\*\/(request\.json|parts\/\*|\*\.csv\.gz|\*\.ndjson\.gz)$/,
  reason:
    'Export objects are named exports/<client>/<export or day>/ and then request.json, parts/<page> or <kind>.<format>.gz: each pattern admits that one kind of object.',
};

export interface ExportPipelineProps {
  table: ITable;
  bucket: IBucket;
  logLevel: string;
  /** SNS topic ARN the pipeline's alarms notify. */
  alarmTopicArn?: string;
}

/**
 * Bulk exports on AWS's own fan-out: an export's request landing in the bucket (its S3 event,
 * through EventBridge) starts a Step Functions execution: the plan step marks the export running
 * and answers one walk per shard of the client's rank index; a Map runs the walks side by side,
 * each a loop of page workers (a bounded page of members, one part file, counted once) until its
 * shard is done, a failed or throttled page retried with backoff; then the finish step joins the
 * parts into the one gzip file. Any failure ends in the finish step too, which marks the export
 * failed. No scan anywhere: members are found through the rank index, their rows in their own
 * partitions.
 */
export class ExportPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions: Record<keyof typeof exportPipeline, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ExportPipelineProps) {
    super(scope, id);
    this.functions = pipelineFunctions(this, exportPipeline, { ...props, description: exportStepDescription });
    grantObjects(this.functions.page.role, props.bucket, ['s3:PutObject'], [EXPORT_PARTS_PATTERN]);
    grantObjects(this.functions.finish.role, props.bucket, ['s3:GetObject'], [EXPORT_PARTS_PATTERN]);
    grantObjects(this.functions.finish.role, props.bucket, ['s3:PutObject', 's3:AbortMultipartUpload'], EXPORT_FILES_PATTERNS);
    const finish = finishState(this, this.functions.finish);
    const plan = planState(this, this.functions.plan, finish('FinishAfterFailedPlan', 'the export could not be started'));

    // One walk per shard: a page, then the next from where it ended, until the shard is done.
    const page = workerState(this, 'WritePage', this.functions.page);
    const walk = page.next(new Choice(this, 'ShardDone').when(Condition.booleanEquals('$.done', true), new Succeed(this, 'ShardWalked')).otherwise(page));
    const shards = new MapState(this, 'Shards', {
      itemsPath: '$.plan.shards',
      maxConcurrency: RANK_SHARDS,
      resultPath: JsonPath.DISCARD,
    });
    shards.itemProcessor(walk);
    shards.addCatch(finish('FinishAfterFailedPages', 'some pages could not be written'), { resultPath: '$.error' });

    const definition = plan.next(
      new Choice(this, 'AnythingToRun')
        .when(Condition.booleanEquals('$.plan.run', false), new Succeed(this, 'NothingToRun'))
        .otherwise(shards.next(finish('Finish'))),
    );
    this.stateMachine = pipelineStateMachine(this, 'Rewards API export pipeline: plan, shard walks, finish', definition);
    acknowledgeWildcards(this, [
      EXPORT_OBJECT_WILDCARDS,
      { finding: /^<\w+\.Arn>:\*$/, reason: 'The state machine invokes its three step functions, any version of them (what LambdaInvoke grants).' },
      { finding: /^\*$/, reason: 'X-Ray PutTraceSegments/PutTelemetryRecords and the log delivery actions support no resource-level permissions.' },
    ]);
    startOnObjectArrival(this, {
      stateMachine: this.stateMachine,
      bucket: props.bucket,
      keyPattern: EXPORT_REQUESTS_PATTERN,
      what: 'Request',
      ruleDescription: 'An export request landed in the bucket: start its export',
      failedExecutionAlarm: 'An export pipeline execution failed: its export may be left queued or running',
      undeliveredEventAlarm: 'An export request event could not start the export pipeline: its export stays queued',
      alarmTopicArn: props.alarmTopicArn,
    });
  }
}
