import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumerDescription } from '../lib/functions.js';
import { streamConsumer } from '../lib/jobs.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';
import { TableStreamReader } from './stream-reader.js';

/**
 * The table stream's consumer run locally, as the event source mapping runs it in AWS: batches of
 * stream records handed to the dispatcher function (attributed to that function, for the IAM
 * replay), a failed batch handed over again.
 */
export interface LocalStreamConsumer {
  /** Reads what the stream holds now and dispatches it; answers the records read. */
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
  const reader = new TableStreamReader(endpoint, tableName);
  // Loaded by its entry in lib/jobs.ts, as the route table's handlers are (local/dispatch.ts), while the reader finds the stream.
  const [{ handler: dispatchWebhooks }] = await Promise.all([
    import(pathToFileURL(resolve(ROOT, streamConsumer.entry)).href) as Promise<{ handler: StreamHandler }>,
    reader.start(),
  ]);
  let reading: Promise<number> = Promise.resolve(0);
  const readOnce = () => {
    // One read at a time, as one event source mapping shard is consumed by one invocation at a time.
    reading = reading
      .catch(() => 0)
      .then(() =>
        reader.readOnce((records) =>
          runAsFunction(streamConsumerDescription, () =>
            dispatchWebhooks({ Records: records } as DynamoDBStreamEvent, lambdaContext(streamConsumer.name, streamConsumer.timeoutSeconds * 1000)),
          ),
        ),
      );
    return reading;
  };
  const timer = options.everyMs ? setInterval(() => readOnce().catch((error) => options.onError?.(error)), options.everyMs) : undefined;
  return {
    readOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await reading.catch(() => 0);
      reader.stop();
    },
  };
}
