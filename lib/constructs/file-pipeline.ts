import type { WildcardReason } from './wildcard-acknowledgements.js';
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
import { DefinitionBody, JitterType, JsonPath, LogLevel, StateMachine, TaskInput, type IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import type { LayerName } from '../layers.js';
import type { PackageLayers } from './package-layer.js';
import { ServiceFunction } from './service-function.js';

/**
 * What the import and the export pipelines share: step functions a state machine invokes, the
 * plan and finish states around the fan-out, the logged and traced state machine, and its start
 * when an object lands in the files bucket (EventBridge, with a dead-letter queue and alarms).
 */

/** Receipt images: receipts/<client>/<receipt>.jpg (shared/receipts/keys.ts); routes put and get them, the member erasure removes them. */
export const RECEIPT_IMAGES_PATTERN = 'receipts/*/*.jpg';
export const RECEIPT_OBJECT_WILDCARDS: WildcardReason = {
  finding: /\/receipts\/\*\/\*\.jpg$/,
  reason: 'Receipt images are named receipts/<client>/<receipt>.jpg: the pattern admits those images and nothing else.',
};

/**
 * Grants S3 actions on the objects matching key patterns, and nothing else (the bucket's own
 * grant helpers add List, GetBucket and Abort actions these functions never use).
 */
export function grantObjects(role: IRole, bucket: IBucket, actions: readonly string[], patterns: readonly string[]): void {
  role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: patterns.map((pattern) => bucket.arnForObjects(pattern)) }));
}

export interface PipelineStep {
  entry: string;
  name: string;
  access: 'read' | 'write';
  timeoutSeconds: number;
  layers?: readonly LayerName[];
}

/** The functions of a pipeline's steps, each invoked synchronously by the state machine. */
export function pipelineFunctions<K extends string>(
  scope: Construct,
  steps: Record<K, PipelineStep>,
  props: { table: ITable; bucket: IBucket; logLevel: string; layers?: PackageLayers; description: (step: PipelineStep) => string },
): Record<K, ServiceFunction> {
  const functions = {} as Record<K, ServiceFunction>;
  const layers = props.layers;
  for (const key of Object.keys(steps) as K[]) {
    const step = steps[key];
    const fn = new ServiceFunction(scope, step.name, {
      table: props.table,
      entry: step.entry,
      description: props.description(step),
      access: step.access,
      timeout: Duration.seconds(step.timeoutSeconds),
      logLevel: props.logLevel,
      environment: { FILES_BUCKET: props.bucket.bucketName },
      layers: layers && step.layers ? step.layers.map((name) => layers.layer(name)) : undefined,
    });
    Validations.of(fn.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by the state machine, which retries and catches its failures; there is no async event to dead-letter.',
    });
    functions[key] = fn;
  }
  return functions;
}

/**
 * The finish step as a state (`failure` names what failed, with the error): safe to run again on
 * any error, since it only records the outcome, so it is retried on all of them; a record must not
 * be left running for want of it.
 */
export const finishState = (scope: Construct, finish: ServiceFunction) => (name: string, failure?: string) =>
  new LambdaInvoke(scope, name, {
    lambdaFunction: finish.function,
    payload: TaskInput.fromObject({
      key: JsonPath.stringAt('$.key'),
      ...(failure ? { failure: JsonPath.format(`${failure}: {}`, JsonPath.stringAt('$.error.Error')) } : {}),
    }),
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
  }).addRetry({ errors: ['States.ALL'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 8, jitterStrategy: JitterType.FULL });

/** The plan step as a state, its answer under $.plan; a failed plan ends in the finish step with `failure`. */
export function planState(scope: Construct, plan: ServiceFunction, onFailure: IChainable): LambdaInvoke {
  const state = new LambdaInvoke(scope, 'Plan', {
    lambdaFunction: plan.function,
    payload: TaskInput.fromObject({ key: JsonPath.stringAt('$.key') }),
    payloadResponseOnly: true,
    resultPath: '$.plan',
    retryOnServiceExceptions: true,
  });
  state.addCatch(onFailure, { resultPath: '$.error' });
  return state;
}

/** A worker state: throttling (Lambda's or the table's) and timeouts pass with time, and a worker's share is safe to run again. */
export function workerState(scope: Construct, id: string, worker: ServiceFunction): LambdaInvoke {
  const state = new LambdaInvoke(scope, id, { lambdaFunction: worker.function, payloadResponseOnly: true, retryOnServiceExceptions: false });
  state.addRetry({ errors: ['States.ALL'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL });
  return state;
}

/** The state machine, traced, with every state transition logged without the data it carried (rows never reach the logs). */
export const pipelineStateMachine = (scope: Construct, comment: string, definition: IChainable): StateMachine =>
  new StateMachine(scope, 'StateMachine', {
    comment,
    definitionBody: DefinitionBody.fromChainable(definition),
    tracingEnabled: true,
    logs: { destination: new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH }), level: LogLevel.ALL, includeExecutionData: false },
  });

export interface ObjectArrival {
  stateMachine: StateMachine;
  bucket: IBucket;
  /** Keys of the objects whose arrival starts an execution, with the key as its input. */
  keyPattern: string;
  /** What arrives ('File', 'Request'): names the rule `<what>Arrived` and its queue `Undelivered<what>Events`. */
  what: string;
  ruleDescription: string;
  failedExecutionAlarm: string;
  undeliveredEventAlarm: string;
  /** SNS topic ARN the alarms notify. */
  alarmTopicArn?: string;
}

/**
 * Starts the state machine when an object matching the pattern lands in the bucket. An event
 * EventBridge could not hand over lands in a dead-letter queue; it, and a failed execution, each
 * raise an alarm: either leaves its record waiting.
 */
export function startOnObjectArrival(scope: Construct, arrival: ObjectArrival): void {
  const deadLetters = new Queue(scope, `Undelivered${arrival.what}Events`, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const isDeadLetterQueue = `This queue is itself the dead-letter destination of the ${arrival.what.toLowerCase()}-arrived rule.`;
  const alarmOf = (id: string, metric: ReturnType<Queue['metricApproximateNumberOfMessagesVisible']>, description: string) =>
    metric.createAlarm(scope, id, {
      alarmDescription: description,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  const alarms = [
    alarmOf('ExecutionsFailed', arrival.stateMachine.metricFailed({ period: Duration.minutes(5) }), arrival.failedExecutionAlarm),
    alarmOf(
      `Undelivered${arrival.what}EventsAlarm`,
      deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      arrival.undeliveredEventAlarm,
    ),
  ];
  if (arrival.alarmTopicArn)
    for (const alarm of alarms) alarm.addAlarmAction(new SnsAction(Topic.fromTopicArn(scope, `${alarm.node.id}Topic`, arrival.alarmTopicArn)));
  Validations.of(deadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: isDeadLetterQueue });
  Validations.of(deadLetters).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason: isDeadLetterQueue });
  new Rule(scope, `${arrival.what}Arrived`, {
    description: arrival.ruleDescription,
    eventPattern: {
      source: ['aws.s3'],
      detailType: ['Object Created'],
      detail: { bucket: { name: [arrival.bucket.bucketName] }, object: { key: Match.wildcard(arrival.keyPattern) } },
    },
    targets: [
      new SfnStateMachine(arrival.stateMachine, {
        input: RuleTargetInput.fromObject({ key: EventField.fromPath('$.detail.object.key') }),
        deadLetterQueue: deadLetters,
        retryAttempts: 10,
        maxEventAge: Duration.hours(24),
      }),
    ],
  });
}
