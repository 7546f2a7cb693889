import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamConsumerDescription } from '../functions.js';
import type { StreamConsumerJob } from '../jobs.js';
import { ServiceFunction } from './service-function.js';
import { EVENT_CARRIERS } from '../../shared/event-stream/stream-event-schemas.js';

export interface StreamConsumerProps {
  consumer: StreamConsumerJob;
  table: ITable;
  logLevel: string;
}

/**
 * A consumer of the table's stream (the webhook dispatcher, the report counter): only inserted outbox items reach it (an event
 * source filter, so other writes cost no invocation). A failing batch is split and retried; a
 * record that still fails after the retries is noted in a dead-letter queue (its outbox item is
 * in the table for 7 days, so nothing is lost that an operator cannot replay).
 */
export class StreamConsumer extends Construct {
  readonly fn: ServiceFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const consumer = props.consumer;
    this.fn = new ServiceFunction(this, consumer.name, {
      table: props.table,
      entry: consumer.entry,
      description: streamConsumerDescription(consumer),
      access: consumer.access,
      timeout: Duration.seconds(consumer.timeoutSeconds),
      logLevel: props.logLevel,
    });
    this.deadLetters = new Queue(this, 'DeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    this.fn.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition[consumer.startingPosition],
        batchSize: consumer.batchSize,
        // A batch waits at most a second to fill: the lag a quiet program sees (docs/decisions.md).
        maxBatchingWindow: Duration.seconds(1),
        parallelizationFactor: consumer.parallelizationFactor,
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetters),
        // Inserts that carry an event: outbox items, and ledger entries and orders carrying theirs (streamEventsOf).
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { type: { S: FilterRule.isEqual(EVENT_CARRIERS.outbox) } } },
          }),
          ...EVENT_CARRIERS.carriers.map((carrier) =>
            FilterCriteria.filter({
              eventName: FilterRule.isEqual('INSERT'),
              dynamodb: { NewImage: { type: { S: FilterRule.isEqual(carrier) }, [EVENT_CARRIERS.attribute]: { M: FilterRule.exists() } } },
            }),
          ),
        ],
      }),
    );
    const isDeadLetterQueue = 'This queue is the dead-letter destination of the stream consumer itself.';
    Validations.of(this.deadLetters).acknowledge({ id: 'AwsSolutions-SQS3', reason: isDeadLetterQueue });
    Validations.of(this.deadLetters).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason: isDeadLetterQueue });
    Validations.of(this.fn.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: "A stream event source is invoked synchronously; its failed records go to the event source mapping's on-failure queue (DeadLetters).",
    });
  }
}
