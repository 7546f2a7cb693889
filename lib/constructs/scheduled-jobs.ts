import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { jobFunctionDescription } from '../functions.js';
import { jobEventAgeMinutes, jobSchedule, type Job } from '../jobs.js';
import type { PackageLayers } from './package-layer.js';
import { EXPORT_OBJECT_WILDCARDS, EXPORT_REQUESTS_PATTERN } from './export-pipeline.js';
import { SEGMENT_BUILD_REQUESTS_PATTERN, SEGMENT_BUILD_WILDCARDS } from './segment-build-pipeline.js';
import { grantObjects, RECEIPT_IMAGES_PATTERN, RECEIPT_OBJECT_WILDCARDS } from './file-pipeline.js';
import { ServiceFunction } from './service-function.js';
import { acknowledgeWildcards } from './wildcard-acknowledgements.js';

export interface ScheduledJobsProps {
  table: ITable;
  jobs: readonly Job[];
  layers: PackageLayers;
  logLevel: string;
  /** The bucket of export files: jobs whose row says `files: 'export'` write export requests there. */
  filesBucket: IBucket;
}

/**
 * One function and one EventBridge schedule per row of lib/jobs.ts. A run that fails is not
 * retried and nothing is dead-lettered: a scheduled event carries no data, and the next run,
 * at most one period later, picks up whatever the failed one left. Failures surface through the
 * function's error alarm and the rule's failed-invocation alarm (lib/constructs/alarms.ts).
 */
export class ScheduledJobs extends Construct {
  readonly jobs: Array<{ name: string; fn: ServiceFunction; rule: Rule }> = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of props.jobs) {
      const period = Duration.minutes(job.everyMinutes);
      if (job.timeoutSeconds > period.toSeconds()) {
        throw new Error(`job ${job.name}: a ${job.timeoutSeconds} s timeout exceeds its ${jobSchedule(job)} schedule, so runs would pile up`);
      }

      const fn = new ServiceFunction(this, job.name, {
        table: props.table,
        entry: job.entry,
        description: jobFunctionDescription(job),
        access: job.access,
        timeout: Duration.seconds(job.timeoutSeconds),
        layers: (job.layers ?? []).map((name) => props.layers.layer(name)),
        logLevel: props.logLevel,
        ...(job.files ? { environment: { FILES_BUCKET: props.filesBucket.bucketName } } : {}),
      });
      if (job.files === 'export') {
        grantObjects(fn.role, props.filesBucket, ['s3:PutObject'], [EXPORT_REQUESTS_PATTERN]);
        acknowledgeWildcards(fn, [EXPORT_OBJECT_WILDCARDS]);
      } else if (job.files === 'erase') {
        grantObjects(fn.role, props.filesBucket, ['s3:DeleteObject'], [RECEIPT_IMAGES_PATTERN]);
        acknowledgeWildcards(fn, [RECEIPT_OBJECT_WILDCARDS]);
      } else if (job.files === 'segment-build') {
        grantObjects(fn.role, props.filesBucket, ['s3:PutObject'], [SEGMENT_BUILD_REQUESTS_PATTERN]);
        acknowledgeWildcards(fn, [SEGMENT_BUILD_WILDCARDS]);
      }
      // A retry would only overlap the next scheduled run; an event older than a period is stale (Lambda keeps one 6 hours at most).
      const maxEventAge = Duration.minutes(jobEventAgeMinutes(job));
      fn.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge });

      const rule = new Rule(this, `${job.name}Schedule`, {
        description: `Runs ${job.name} ${jobSchedule(job)}`,
        schedule: Schedule.rate(period),
        targets: [new LambdaFunction(fn.function, { maxEventAge })],
      });
      this.jobs.push({ name: job.name, fn, rule });

      const noDeadLetters = `A scheduled event carries no data: the next run, ${jobSchedule(job)}, redoes whatever a failed one left; failures raise the job's alarms.`;
      Validations.of(fn.function).acknowledge({ id: 'Serverless-LambdaDLQ', reason: noDeadLetters });
      Validations.of(fn.function).acknowledge({ id: 'Serverless-LambdaAsyncFailureDestination', reason: noDeadLetters });
      Validations.of(rule).acknowledge({ id: 'Serverless-EventBusDLQ', reason: noDeadLetters });
    }
  }
}
