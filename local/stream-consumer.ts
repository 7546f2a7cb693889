import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumerDescription } from '../lib/functions.js';
import { streamConsumers, type StreamConsumerJob } from '../lib/jobs.js';
import { carriesEvent } from '../shared/event-stream/stream-event-schemas.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';
import { TableStreamReader } from './stream-reader.js';

/**
 * The table stream's consumers run locally, as their event source mappings run them in AWS:
 * inserted outbox items only, in batches of each mapping's size handed to its function
 * (attributed to that function, for the IAM replay), a failed batch handed over again to that
 * consumer only. The stream is read once for all of them (most of its records are other items,
 * and reading them is most of the work): what is read waits in each consumer's queue until its
 * function has taken it. While reads come back busy the next follows at once, as a mapping with a
 * backlog polls, so a busy program's events are counted as fast as they come and another
 * program's wait behind them stays short.
 */
export interface LocalStreamConsumer {
  /** Reads what the stream holds now and hands it to every consumer; answers the records read. */
  readOnce(): Promise<number>;
  /** Reads every `ms` from now on (and on at once while reads come back busy), as `everyMs` does from the start. */
  readEvery(ms: number, onError?: (error: unknown) => void): void;
  /** Held, the timer reads nothing (the stream keeps its records); released, it reads on from where it was. */
  hold(held: boolean): void;
  stop(): Promise<void>;
}

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<unknown>;

const ROOT = resolve(new URL('..', import.meta.url).pathname);

/** Outbox events a read takes from each shard at most, and most a consumer's queue holds before reads wait for it. */
const READ_AHEAD = 1_000;
/** A read this full is followed by the next at once rather than at the timer's next tick. */
const BUSY_READ = 100;

/** The mappings' filter (lib/constructs/stream-consumer.ts): inserts that carry an event. */
const isOutboxInsert = (record: _Record) => record.eventName === 'INSERT' && record.dynamodb?.NewImage !== undefined && carriesEvent(record.dynamodb.NewImage);

interface Consumer {
  job: StreamConsumerJob;
  handler: StreamHandler;
  queue: _Record[];
  /** The drain under way: one at a time per consumer, so its batches go in order. */
  draining?: Promise<void>;
}

/** Hands a consumer its queue, a batch at a time; a batch leaves the queue once handled. */
async function drain({ job, handler, queue }: Consumer): Promise<void> {
  while (queue.length > 0) {
    const batch = queue.slice(0, job.batchSize);
    await runAsFunction(streamConsumerDescription(job), () =>
      handler({ Records: batch } as DynamoDBStreamEvent, lambdaContext(job.name, job.timeoutSeconds * 1000)),
    );
    queue.splice(0, batch.length);
  }
}

/** Starts a consumer's drain unless one is under way; answers it. Consumers drain apart: a slow one holds no other back. */
function drainOf(consumer: Consumer): Promise<void> {
  consumer.draining ??= drain(consumer).finally(() => {
    consumer.draining = undefined;
  });
  return consumer.draining;
}

export async function startStreamConsumer(
  endpoint: string,
  tableName: string,
  options: {
    everyMs?: number;
    onError?: (error: unknown) => void;
    /**
     * Read what the stream holds from before the start (every consumer's queue takes it only if
     * its mapping starts at the stream's start: the report counter), as a mapping made over a used
     * table does: the local server's own table. Tests on a shared table leave it off.
     */
    fromStart?: boolean;
  } = {},
): Promise<LocalStreamConsumer> {
  const reader = new TableStreamReader(endpoint, tableName, { batchSize: READ_AHEAD, keep: isOutboxInsert });
  const started = reader.start(options.fromStart ? 'TRIM_HORIZON' : 'LATEST');
  // Loaded by their entries in lib/jobs.ts, as the route table's handlers are (local/dispatch.ts), one after
  // another (they share modules, which load once), while the reader finds the stream.
  const consumers: Consumer[] = [];
  for (const job of streamConsumers) {
    const { handler } = (await import(pathToFileURL(resolve(ROOT, job.entry)).href)) as { handler: StreamHandler };
    consumers.push({ job, handler, queue: [] });
  }
  await started;
  // Records from before the start go only to consumers whose mapping starts at the stream's start.
  // DynamoDB Local dates records to the minute, so those of the start's own minute go to all (webhooks
  // are delivered at least once: a restart within the minute of a delivery may send it again).
  const startMinute = Math.floor(Date.now() / 60_000) * 60_000;
  const takes = (consumer: Consumer, record: _Record) =>
    !options.fromStart ||
    consumer.job.startingPosition === 'TRIM_HORIZON' ||
    (record.dynamodb?.ApproximateCreationDateTime?.getTime() ?? startMinute) >= startMinute;

  /** Reads what the stream holds into the consumers' queues, unless one is full already; answers the records read. */
  const read = async (): Promise<number> => {
    if (consumers.some(({ queue }) => queue.length >= READ_AHEAD)) return 0;
    return reader.readOnce(async (records) => {
      for (const consumer of consumers) consumer.queue.push(...records.filter((record) => takes(consumer, record)));
    });
  };
  // One read at a time, as a mapping reads a shard's records in order.
  let reading: Promise<number> = Promise.resolve(0);
  const readInTurn = () => {
    reading = reading.catch(() => 0).then(read);
    return reading;
  };
  const readOnce = async () => {
    const records = await readInTurn();
    const drained = await Promise.allSettled(consumers.map(drainOf));
    const failed = drained.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return records;
  };
  let stopping = false;
  let held = false;
  let busy = false;
  /** The timer's read: none while one is under way; on at once while reads come back busy, the consumers draining meanwhile. */
  const readOn = async (onError?: (error: unknown) => void) => {
    if (busy || held) return;
    busy = true;
    try {
      for (let records = BUSY_READ; !stopping && !held && records >= BUSY_READ; ) {
        records = await readInTurn();
        for (const consumer of consumers) drainOf(consumer).catch((error) => onError?.(error));
      }
    } finally {
      busy = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const readEvery = (ms: number, onError?: (error: unknown) => void) => {
    clearInterval(timer);
    timer = setInterval(() => readOn(onError).catch((error) => onError?.(error)), ms);
  };
  if (options.everyMs) readEvery(options.everyMs, options.onError);
  return {
    readOnce,
    readEvery,
    hold(hold: boolean) {
      held = hold;
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await reading.catch(() => 0);
      await Promise.allSettled(consumers.map((consumer) => consumer.draining));
      reader.stop();
    },
  };
}
