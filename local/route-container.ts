import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { advanceClock, freezeClock, resetClock } from '../shared/support/clock.js';
import type { HttpResponse } from '../shared/http/response.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';
import { present } from '../shared/support/present.js';

/**
 * One route's container in the local server's per-container mode (local/route-containers.ts):
 * a worker thread holding its own instance of the route's handler and of every module it
 * loads, caches included, as a Lambda container does. It answers invocations and clock moves
 * posted by the server, in the order they were posted.
 */
export interface ContainerData {
  /** Handler module, relative to the repository root. */
  entry: string;
  /** The route's construct name (the Lambda function's name in the context). */
  name: string;
  /** The function's Description in the stack. */
  description: string;
  /** The function's timeout: each invocation's deadline. */
  timeoutMs: number;
  /** The server's clock shift when the container started. */
  clockOffsetSeconds: number;
  /** Where the server's clock stands still, if a test froze it. */
  clockFrozenAtMillis?: number;
  root: string;
}

export type ContainerMessage =
  | { type: 'invoke'; id: number; event: APIGatewayProxyEventV2 }
  | { type: 'advanceClock'; seconds: number }
  | { type: 'freezeClock'; atMillis: number }
  | { type: 'resetClock' };

export type ContainerAnswer = { id: number; response: HttpResponse } | { id: number; error: string };

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResponse>;

const data = workerData as ContainerData;
const port = present(parentPort, "the route container's parent port");
advanceClock(data.clockOffsetSeconds);
if (data.clockFrozenAtMillis !== undefined) freezeClock(data.clockFrozenAtMillis);
const { handler } = (await import(pathToFileURL(resolve(data.root, data.entry)).href)) as { handler: Handler };

port.on('message', (message: ContainerMessage) => {
  if (message.type === 'advanceClock') return advanceClock(message.seconds);
  if (message.type === 'freezeClock') return freezeClock(message.atMillis);
  if (message.type === 'resetClock') return resetClock();
  void runAsFunction(data.description, () => handler(message.event, lambdaContext(data.name, data.timeoutMs))).then(
    (response) => port.postMessage({ id: message.id, response } satisfies ContainerAnswer),
    (error: unknown) => port.postMessage({ id: message.id, error: String((error as Error)?.stack ?? error) } satisfies ContainerAnswer),
  );
});
port.postMessage({ ready: true });
