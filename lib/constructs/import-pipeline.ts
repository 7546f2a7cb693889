import type { PackageLayers } from './package-layer.js';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Choice, Condition, DistributedMap, JsonPath, S3JsonItemReader, type StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { importStepDescription } from '../functions.js';
import { importPipeline } from '../jobs.js';
import { finishState, grantObjects, pipelineFunctions, pipelineStateMachine, planState, startOnObjectArrival, workerState } from './file-pipeline.js';
import type { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards, type WildcardReason } from './wildcard-acknowledgements.js';

/** Import files in the bucket: imports/<client>/<import>/file (shared/imports/keys.ts). */
export const IMPORT_FILES_PATTERN = 'imports/*/*/file';
const IMPORT_MANIFESTS_PATTERN = 'imports/*/*/manifest.json';

/** Chunk workers at once, unless the deployment says otherwise (CDK context `importConcurrency`). */
export const DEFAULT_IMPORT_CONCURRENCY = 20;

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
    this.functions = pipelineFunctions(this, importPipeline, { ...props, description: importStepDescription });
    grantObjects(this.functions.plan.role, props.bucket, ['s3:GetObject'], [IMPORT_FILES_PATTERN]);
    grantObjects(this.functions.plan.role, props.bucket, ['s3:PutObject'], [IMPORT_MANIFESTS_PATTERN]);
    grantObjects(this.functions.chunk.role, props.bucket, ['s3:GetObject'], [IMPORT_FILES_PATTERN]);
    const finish = finishState(this, this.functions.finish);
    const plan = planState(this, this.functions.plan, finish('FinishAfterFailedPlan', 'the file could not be validated'));

    const chunks = new DistributedMap(this, 'Chunks', {
      itemReader: new S3JsonItemReader({ bucket: props.bucket, key: JsonPath.stringAt('$.plan.manifest_key') }),
      maxConcurrency: props.concurrency ?? DEFAULT_IMPORT_CONCURRENCY,
      toleratedFailurePercentage: 0,
      resultPath: JsonPath.DISCARD,
    });
    const worker = workerState(this, 'WriteChunk', this.functions.chunk);
    chunks.itemProcessor(worker);
    chunks.addCatch(finish('FinishAfterFailedChunks', 'some chunks could not be written'), { resultPath: '$.error' });

    const definition = plan.next(
      new Choice(this, 'AnythingToRun')
        .when(Condition.isNull('$.plan.manifest_key'), new Succeed(this, 'NothingToRun'))
        .otherwise(chunks.next(finish('Finish'))),
    );
    this.stateMachine = pipelineStateMachine(this, 'Rewards API import pipeline: plan, chunk workers, finish', definition);
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
    startOnObjectArrival(this, {
      stateMachine: this.stateMachine,
      bucket: props.bucket,
      keyPattern: IMPORT_FILES_PATTERN,
      what: 'File',
      ruleDescription: 'An import file landed in the bucket: start its import',
      failedExecutionAlarm: 'An import pipeline execution failed: its import may be left validating or running',
      undeliveredEventAlarm: 'A file-arrived event could not start the import pipeline: its import waits for its file',
      alarmTopicArn: props.alarmTopicArn,
    });
  }
}
