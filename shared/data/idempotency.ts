import { AsyncLocalStorage } from 'node:async_hooks';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import { idempotencyKey } from './keys.js';
import type { TransactItem } from './transactions.js';
import { TTL_ATTRIBUTE } from './table.js';
import { inputError } from '../http/errors.js';

/**
 * Safe retries. A request carrying an Idempotency-Key runs inside this context; the first
 * transaction it writes also puts the key's record (with the result) under a
 * not-exists condition, so the business writes and the record commit or fail together.
 */
export interface IdempotencyContext {
  clientId: string;
  key: string;
  /** Fingerprint of the request: a replay with another body is refused. */
  requestHash: string;
  /** Set once the record has gone into a transaction. */
  recorded: boolean;
}

export interface IdempotencyRecord {
  requestHash: string;
  result: unknown;
}

const storage = new AsyncLocalStorage<IdempotencyContext>();
const RECORD_TTL_SECONDS = 24 * 60 * 60;

/**
 * Runs a request in its idempotency context. A request that fails although its key has been
 * recorded meanwhile was a duplicate racing the first: the first committed between this one's
 * check and its reads, so this one saw the first's effect (the receipt claimed, the last unit
 * or the single-use code gone) and refused. A retry is answered with the first answer instead.
 */
export async function runIdempotent<T>(context: IdempotencyContext, fn: () => Promise<T>, replay: (result: unknown) => T): Promise<T> {
  try {
    return await storage.run(context, fn);
  } catch (error) {
    if (context.recorded) throw error;
    const recorded = await recordedAnswer(context);
    if (!recorded) throw error;
    return replay(recorded.result);
  }
}

export const currentIdempotency = (): IdempotencyContext | undefined => storage.getStore();

/**
 * Runs housekeeping writes that are not the request's answer (clearing due pending points
 * before a credit, say) outside the request's idempotency context, so the record still goes
 * into the transaction that produces the answer.
 */
export const outsideIdempotency = <T>(fn: () => Promise<T>): Promise<T> => storage.exit(fn);

export async function readIdempotencyRecord(clientId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: idempotencyKey(clientId, key), ConsistentRead: true }),
  );
  return Item ? { requestHash: Item.request_hash as string, result: Item.result } : undefined;
}

export function idempotencyRecordItem(context: IdempotencyContext, result: unknown, now: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...idempotencyKey(context.clientId, context.key),
        type: 'idempotency',
        request_hash: context.requestHash,
        // Stored as JSON text: results may hold values DynamoDB cannot store as is (empty strings in sets, undefined).
        result: JSON.stringify(result ?? null),
        date_created: now,
        [TTL_ATTRIBUTE]: now + RECORD_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * The answer recorded under the request's key: undefined when the key is new, input_error when
 * it was used for a different request (another route, path, query or body).
 */
export async function recordedAnswer(request: Omit<IdempotencyContext, 'recorded'>): Promise<{ result: unknown } | undefined> {
  const record = await readIdempotencyRecord(request.clientId, request.key);
  if (!record) return undefined;
  if (record.requestHash !== request.requestHash) throw inputError('Idempotency-Key was already used with a different request');
  return { result: JSON.parse(record.result as string) };
}
