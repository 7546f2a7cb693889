import { Duration, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Match, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SfnStateMachine } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import {
  Choice,
  Condition,
  DefinitionBody,
  JitterType,
  JsonPath,
  LogLevel,
  Map as MapState,
  StateMachine,
  Succeed,
  TaskInput,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { RANK_SHARDS } from '../../shared/points/rank-tree.js';
import { exportStepDescription } from '../functions.js';
import { exportPipeline } from '../jobs.js';
import { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards, type WildcardReason } from './wildcard-acknowledgements.js';

/** Export requests in the bucket: exports/<client>/<export>/request.json (shared/data/keys.ts); their arrival starts the pipeline. */
export const EXPORT_REQUESTS_PATTERN = 'exports/*/*/request.json';
/** The part files a page worker writes and the finish step joins. */
export const EXPORT_PARTS_PATTERN = 'exports/*/*/parts/*';
/** Joined export files, under the export's id or the day a daily export covers: <kind>.<format>.gz. */
export const EXPORT_FILES_PATTERNS = ['exports/*/*/*.csv.gz', 'exports/*/*/*.ndjson.gz'] as const;

/** Grants S3 actions on the objects matching key patterns, and nothing else. */
export function grantExportObjects(role: IRole, bucket: IBucket, actions: string[], patterns: readonly string[]): void {
  role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: patterns.map((pattern) => bucket.arnForObjects(pattern)) }));
}

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
    const step = (definition: (typeof exportPipeline)[keyof typeof exportPipeline]) =>
      new ServiceFunction(this, definition.name, {
        table: props.table,
        entry: definition.entry,
        description: exportStepDescription(definition),
        access: definition.access,
        timeout: Duration.seconds(definition.timeoutSeconds),
        logLevel: props.logLevel,
        environment: { IMPORTS_BUCKET: props.bucket.bucketName },
      });
    this.functions = { plan: step(exportPipeline.plan), page: step(exportPipeline.page), finish: step(exportPipeline.finish) };
    grantExportObjects(this.functions.page.role, props.bucket, ['s3:PutObject'], [EXPORT_PARTS_PATTERN]);
    grantExportObjects(this.functions.finish.role, props.bucket, ['s3:GetObject'], [EXPORT_PARTS_PATTERN]);
    grantExportObjects(this.functions.finish.role, props.bucket, ['s3:PutObject', 's3:AbortMultipartUpload'], EXPORT_FILES_PATTERNS);
    for (const fn of Object.values(this.functions)) {
      Validations.of(fn.function).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by the state machine, which retries and catches its failures; there is no async event to dead-letter.',
      });
    }

    // The finish step is safe to run again on any error (the join is rewritten whole, the status moves once), so it is retried on all of them.
    const finish = (name: string, failure?: string) =>
      new LambdaInvoke(this, name, {
        lambdaFunction: this.functions.finish.function,
        payload: TaskInput.fromObject({
          key: JsonPath.stringAt('$.key'),
          ...(failure ? { failure: JsonPath.format(`${failure}: {}`, JsonPath.stringAt('$.error.Error')) } : {}),
        }),
        payloadResponseOnly: true,
        retryOnServiceExceptions: false,
      }).addRetry({ errors: ['States.ALL'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 8, jitterStrategy: JitterType.FULL });

    const plan = new LambdaInvoke(this, 'Plan', {
      lambdaFunction: this.functions.plan.function,
      payload: TaskInput.fromObject({ key: JsonPath.stringAt('$.key') }),
      payloadResponseOnly: true,
      resultPath: '$.plan',
      retryOnServiceExceptions: true,
    });
    plan.addCatch(finish('FinishAfterFailedPlan', 'the export could not be started'), { resultPath: '$.error' });

    // One walk per shard: a page, then the next from where it ended, until the shard is done.
    const page = new LambdaInvoke(this, 'WritePage', {
      lambdaFunction: this.functions.page.function,
      payloadResponseOnly: true,
      retryOnServiceExceptions: false,
    });
    // Throttling (Lambda's or the table's) and timeouts pass with time; a page is safe to write again.
    page.addRetry({ errors: ['States.ALL'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL });
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
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      comment: 'Rewards API export pipeline: plan, shard walks, finish',
      definitionBody: DefinitionBody.fromChainable(definition),
      tracingEnabled: true,
      // Every state transition is logged, without the data it carried (rows never reach the logs).
      logs: { destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH }), level: LogLevel.ALL, includeExecutionData: false },
    });
    acknowledgeWildcards(this, [
      EXPORT_OBJECT_WILDCARDS,
      { finding: /^<\w+\.Arn>:\*$/, reason: 'The state machine invokes its three step functions, any version of them (what LambdaInvoke grants).' },
      { finding: /^\*$/, reason: 'X-Ray PutTraceSegments/PutTelemetryRecords and the log delivery actions support no resource-level permissions.' },
    ]);
    const deadLetters = new Queue(this, 'UndeliveredRequestEvents', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const isDeadLetterQueue = 'This queue is itself the dead-letter destination of the request-arrived rule.';
    // An execution that failed, or a request event that never reached the state machine, leaves an export waiting: both alarm.
    const alarms = [
      this.stateMachine.metricFailed({ period: Duration.minutes(5) }).createAlarm(this, 'ExecutionsFailed', {
        alarmDescription: 'An export pipeline execution failed: its export may be left queued or running',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }).createAlarm(this, 'UndeliveredRequestEventsAlarm', {
        alarmDescription: 'An export request event could not start the export pipeline: its export stays queued',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
    if (props.alarmTopicArn)
      for (const alarm of alarms) alarm.addAlarmAction(new SnsAction(Topic.fromTopicArn(this, `${alarm.node.id}Topic`, props.alarmTopicArn)));
    Validations.of(deadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: isDeadLetterQueue });
    Validations.of(deadLetters).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason: isDeadLetterQueue });

    new Rule(this, 'RequestArrived', {
      description: 'An export request landed in the bucket: start its export',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: { bucket: { name: [props.bucket.bucketName] }, object: { key: Match.wildcard(EXPORT_REQUESTS_PATTERN) } },
      },
      // An event EventBridge could not hand over lands in the queue: its export would otherwise stay queued.
      targets: [
        new SfnStateMachine(this.stateMachine, {
          input: RuleTargetInput.fromObject({ key: EventField.fromPath('$.detail.object.key') }),
          deadLetterQueue: deadLetters,
          retryAttempts: 10,
          maxEventAge: Duration.hours(24),
        }),
      ],
    });
  }
}
