import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumerDescription } from '../lib/functions.js';
import { streamConsumers } from '../lib/jobs.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';
import { TableStreamReader } from './stream-reader.js';

/**
 * The table stream's consumers run locally, as their event source mappings run them in AWS: each
 * with its own reader, batches of stream records handed to its function (attributed to that
 * function, for the IAM replay), a failed batch handed over again to that consumer only.
 */
export interface LocalStreamConsumer {
  /** Reads what the stream holds now and hands it to every consumer; answers the most records any consumer read. */
  readOnce(): Promise<number>;
  stop(): Promise<void>;
}

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<unknown>;

const ROOT = resolve(new URL('..', import.meta.url).pathname);

export async function startStreamConsumer(
  endpoint: string,
  tableName: string,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): Promise<LocalStreamConsumer> {
  const readers = streamConsumers.map(() => new TableStreamReader(endpoint, tableName));
  const started = Promise.all(readers.map((reader) => reader.start()));
  // Loaded by their entries in lib/jobs.ts, as the route table's handlers are (local/dispatch.ts), one after
  // another (they share modules, which load once), while the readers find the stream.
  const handlers: StreamHandler[] = [];
  for (const consumer of streamConsumers) {
    handlers.push(((await import(pathToFileURL(resolve(ROOT, consumer.entry)).href)) as { handler: StreamHandler }).handler);
  }
  await started;
  const consumers = streamConsumers.map((consumer, index) => {
    const reader = readers[index] as TableStreamReader;
    const handler = handlers[index] as StreamHandler;
    let reading: Promise<number> = Promise.resolve(0);
    const readOnce = () => {
      // One read at a time, as one event source mapping shard is consumed by one invocation at a time.
      reading = reading
        .catch(() => 0)
        .then(() =>
          reader.readOnce((records) =>
            runAsFunction(streamConsumerDescription(consumer), () =>
              handler({ Records: records } as DynamoDBStreamEvent, lambdaContext(consumer.name, consumer.timeoutSeconds * 1000)),
            ),
          ),
        );
      return reading;
    };
    return { reader, readOnce, settled: () => reading.catch(() => 0) };
  });
  const readOnce = async () => {
    const [first, ...others] = await Promise.all(consumers.map((consumer) => consumer.readOnce()));
    return Math.max(first ?? 0, ...others);
  };
  const timer = options.everyMs ? setInterval(() => readOnce().catch((error) => options.onError?.(error)), options.everyMs) : undefined;
  return {
    readOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all(consumers.map((consumer) => consumer.settled()));
      for (const consumer of consumers) consumer.reader.stop();
    },
  };
}
