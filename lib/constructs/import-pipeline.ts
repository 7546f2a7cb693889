import type { PackageLayers } from './package-layer.js';
import { Duration, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Match, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SfnStateMachine } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import {
  Choice,
  Condition,
  DefinitionBody,
  DistributedMap,
  JitterType,
  JsonPath,
  LogLevel,
  S3JsonItemReader,
  StateMachine,
  Succeed,
  TaskInput,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { importStepDescription } from '../functions.js';
import { importPipeline } from '../jobs.js';
import { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards, type WildcardReason } from './wildcard-acknowledgements.js';

/** Import files in the bucket: imports/<client>/<import>/file (shared/data/keys.ts). */
export const IMPORT_FILES_PATTERN = 'imports/*/*/file';
const IMPORT_MANIFESTS_PATTERN = 'imports/*/*/manifest.json';

/** Chunk workers at once, unless the deployment says otherwise (CDK context `importConcurrency`). */
export const DEFAULT_IMPORT_CONCURRENCY = 20;

/**
 * Grants one S3 action on the objects matching a key pattern, and nothing else (the bucket's own
 * grant helpers add List, GetBucket and Abort actions these functions never use).
 */
export function grantObjects(role: IRole, bucket: IBucket, action: 's3:GetObject' | 's3:PutObject', pattern: string): void {
  role.addToPrincipalPolicy(new PolicyStatement({ actions: [action], resources: [bucket.arnForObjects(pattern)] }));
}

/** Object key patterns are the narrowest grant there is for files named by client and import. */
export const IMPORT_OBJECT_WILDCARDS: WildcardReason = {
  finding: /\/imports\/\*\/\*\/(file|manifest\.json)$/,
  reason: 'Import objects are named imports/<client>/<import>/file (or manifest.json): the pattern admits that one kind of object and no other.',
};

export interface ImportPipelineProps {
  table: ITable;
  layers: PackageLayers;
  bucket: IBucket;
  logLevel: string;
  /** Chunk workers the Distributed Map runs at once. */
  concurrency?: number;
  /** SNS topic ARN the pipeline's alarms notify. */
  alarmTopicArn?: string;
}

/**
 * Bulk imports on AWS's own fan-out: a file landing in the bucket (its S3 event, through
 * EventBridge) starts a Step Functions execution: the plan step validates the file and writes its
 * chunk manifest; a Distributed Map runs one worker per chunk from that manifest, at most
 * `concurrency` at once, retrying a failed or throttled chunk with backoff (a chunk runs again
 * safely: its rows are all or nothing and it is counted once); then the finish step records the
 * outcome. Any failure past the plan ends in the finish step too, which marks the import failed.
 */
export class ImportPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions: Record<keyof typeof importPipeline, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ImportPipelineProps) {
    super(scope, id);
    const step = (definition: (typeof importPipeline)[keyof typeof importPipeline]) =>
      new ServiceFunction(this, definition.name, {
        table: props.table,
        entry: definition.entry,
        description: importStepDescription(definition),
        access: definition.access,
        timeout: Duration.seconds(definition.timeoutSeconds),
        logLevel: props.logLevel,
        environment: { IMPORTS_BUCKET: props.bucket.bucketName },
        layers: definition.layers.map((name) => props.layers.layer(name)),
      });
    this.functions = { plan: step(importPipeline.plan), chunk: step(importPipeline.chunk), finish: step(importPipeline.finish) };
    grantObjects(this.functions.plan.role, props.bucket, 's3:GetObject', IMPORT_FILES_PATTERN);
    grantObjects(this.functions.plan.role, props.bucket, 's3:PutObject', IMPORT_MANIFESTS_PATTERN);
    grantObjects(this.functions.chunk.role, props.bucket, 's3:GetObject', IMPORT_FILES_PATTERN);
    for (const fn of Object.values(this.functions)) {
      Validations.of(fn.function).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by the state machine, which retries and catches its failures; there is no async event to dead-letter.',
      });
    }

    // The finish step only sets the import's status: safe to run again on any error, so it is
    // retried on all of them; an import must not be left running for want of it.
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
    plan.addCatch(finish('FinishAfterFailedPlan', 'the file could not be validated'), { resultPath: '$.error' });

    const chunks = new DistributedMap(this, 'Chunks', {
      itemReader: new S3JsonItemReader({ bucket: props.bucket, key: JsonPath.stringAt('$.plan.manifest_key') }),
      maxConcurrency: props.concurrency ?? DEFAULT_IMPORT_CONCURRENCY,
      toleratedFailurePercentage: 0,
      resultPath: JsonPath.DISCARD,
    });
    const worker = new LambdaInvoke(this, 'WriteChunk', {
      lambdaFunction: this.functions.chunk.function,
      payloadResponseOnly: true,
      retryOnServiceExceptions: false,
    });
    // Throttling (Lambda's or the table's) and timeouts pass with time; a chunk is safe to run again.
    worker.addRetry({ errors: ['States.ALL'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL });
    chunks.itemProcessor(worker);
    chunks.addCatch(finish('FinishAfterFailedChunks', 'some chunks could not be written'), { resultPath: '$.error' });

    const definition = plan.next(
      new Choice(this, 'AnythingToRun')
        .when(Condition.isNull('$.plan.manifest_key'), new Succeed(this, 'NothingToRun'))
        .otherwise(chunks.next(finish('Finish'))),
    );
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      comment: 'Rewards API import pipeline: plan, chunk workers, finish',
      definitionBody: DefinitionBody.fromChainable(definition),
      tracingEnabled: true,
      // Every state transition is logged, without the data it carried (rows never reach the logs).
      logs: { destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH }), level: LogLevel.ALL, includeExecutionData: false },
    });
    acknowledgeWildcards(this, [
      IMPORT_OBJECT_WILDCARDS,
      { finding: /^<\w+\.Arn>:\*$/, reason: 'The state machine invokes its three step functions, any version of them (what LambdaInvoke grants).' },
      {
        finding: /^arn:<AWS::Partition>:s3:::[\w-]+\/\*$/,
        reason: "The Distributed Map's item reader reads the chunk manifest; CDK grants it the bucket's objects, which only the import pipeline writes to.",
      },
      { finding: /:execution:.*\*$/, reason: 'A Distributed Map starts, describes and stops its own child executions, whose names are not known in advance.' },
      { finding: /^\*$/, reason: 'X-Ray PutTraceSegments/PutTelemetryRecords and the log delivery actions support no resource-level permissions.' },
    ]);
    const deadLetters = new Queue(this, 'UndeliveredFileEvents', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const isDeadLetterQueue = 'This queue is itself the dead-letter destination of the file-arrived rule.';
    // An execution that failed, or a file event that never reached the state machine, leaves an import waiting: both alarm.
    const alarms = [
      this.stateMachine.metricFailed({ period: Duration.minutes(5) }).createAlarm(this, 'ExecutionsFailed', {
        alarmDescription: 'An import pipeline execution failed: its import may be left validating or running',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }).createAlarm(this, 'UndeliveredFileEventsAlarm', {
        alarmDescription: 'A file-arrived event could not start the import pipeline: its import waits for its file',
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

    new Rule(this, 'FileArrived', {
      description: 'An import file landed in the bucket: start its import',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: { bucket: { name: [props.bucket.bucketName] }, object: { key: Match.wildcard(IMPORT_FILES_PATTERN) } },
      },
      // An event EventBridge could not hand over lands in the queue: its import would otherwise wait for its file for ever.
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
