import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type DeleteCommand, DynamoDBDocumentClient, type PutCommand, type UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isServerError, isThrottlingError, isTransientError } from '@smithy/core/retry';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { SdkError } from '@smithy/types';
import { config } from '../config.js';
import { dataEvents } from './data-events.js';
import { currentDeadline, deadlineReached } from './request-deadline.js';
import { sendCarryingRecord } from './request-record.js';

/** The commands that change the table: once one is sent, a request cut off by its deadline cannot say nothing was written. */
const WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);

/**
 * One DynamoDB document client per container, created at module scope and reused by every
 * invocation: the keep-alive agent saves a TLS handshake on each warm request.
 */
function createDocumentClient(): DynamoDBDocumentClient {
  const { dynamodbEndpoint, region } = config();
  const agentOptions = { keepAlive: true, maxSockets: 64 };
  const base = new DynamoDBClient({
    region,
    endpoint: dynamodbEndpoint,
    // DynamoDB Local accepts any credentials; in AWS the function's role provides real ones.
    credentials: dynamodbEndpoint ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
    requestHandler: new NodeHttpHandler({
      httpAgent: new HttpAgent(agentOptions),
      httpsAgent: new HttpsAgent(agentOptions),
      connectionTimeout: 2_000,
      requestTimeout: 5_000,
      // Without it a call past requestTimeout only logs a warning and waits on; the SDK's retry of a
      // TransactWriteItems reuses its ClientRequestToken, so a retried write applies once.
      throwOnRequestTimeout: true,
    }),
    maxAttempts: 3,
  });
  base.middlewareStack.add(
    (next, context) => async (args) => {
      if (WRITE_COMMANDS.has(context.commandName ?? '')) currentDeadline()?.noteWriteSent();
      return next(args);
    },
    { step: 'initialize', name: 'noteWritesOfTheRequest' },
  );
  const client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    unmarshallOptions: { wrapNumbers: false },
  });
  return boundByRequestDeadline(client);
}

/** DynamoDB's refusals the code reads as answers (a condition that did not hold, a cancelled transaction), whatever else the SDK's classification says of them. */
const READ_AS_ANSWERS = new Set(['ConditionalCheckFailedException', 'TransactionCanceledException']);

/** A call DynamoDB did not answer in time or at all, throttled, or failed on its side. */
const unanswered = (error: SdkError): boolean =>
  !READ_AS_ANSWERS.has(error.name) && (isTransientError(error) || isThrottlingError(error) || isServerError(error));

/**
 * Every call made while a request is served carries its deadline's abort signal, so a request
 * that answers leaves no call running behind it; an aborted call, or one DynamoDB never answered,
 * fails with the deadline's error (503 or 504).
 * A transaction also carries the request's record while it has none written (request-record.ts).
 */
function boundByRequestDeadline(client: DynamoDBDocumentClient): DynamoDBDocumentClient {
  const plainSend = client.send.bind(client) as (command: unknown, options?: unknown) => Promise<unknown>;
  const send = (command: unknown, options?: unknown) => sendCarryingRecord(plainSend, command, options);
  const bounded = async (command: unknown, options?: unknown) => {
    const deadline = currentDeadline();
    if (!deadline || options !== undefined) return sendUnbounded(command, options);
    if (deadline.signal.aborted) throw deadline.reason;
    try {
      return await send(command, { abortSignal: deadline.signal });
    } catch (error) {
      if (deadline.signal.aborted) throw deadline.reason;
      // DynamoDB did not answer in time, dropped the connection, throttled or failed, and the SDK's
      // retries are spent: the answer says what is known of the table, never a bare 500.
      if (!unanswered(error as SdkError)) throw error;
      dataEvents.callUnanswered({ command: (command as object).constructor.name, attempts: (error as SdkError).$metadata?.attempts, error: error as Error });
      throw Object.assign(deadline.unfinished(), { cause: error });
    }
  };
  // Outside a request (a shared cache load, a job): a read the table never answered is 503, which
  // any request waiting on it can answer; a write's error is left as it is, its outcome unknown.
  const sendUnbounded = async (command: unknown, options?: unknown) => {
    try {
      return await send(command, options);
    } catch (error) {
      if (!READS.has((command as object).constructor.name) || !unanswered(error as SdkError)) throw error;
      dataEvents.callUnanswered({ command: (command as object).constructor.name, attempts: (error as SdkError).$metadata?.attempts, error: error as Error });
      throw Object.assign(deadlineReached(), { cause: error });
    }
  };
  client.send = bounded as typeof client.send;
  return client;
}

const READS = new Set(['GetCommand', 'QueryCommand', 'BatchGetCommand', 'ScanCommand']);

export const documentClient = createDocumentClient();

export function tableName(): string {
  return config().tableName;
}

/** Sends one conditional write: true when it was applied, false when its condition did not hold. */
export async function sendConditionalWrite(command: PutCommand | UpdateCommand | DeleteCommand): Promise<boolean> {
  try {
    await documentClient.send(command as PutCommand);
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
