import { AsyncLocalStorage } from 'node:async_hooks';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import { idempotencyKey } from './keys.js';
import type { TransactItem } from './transactions.js';
import { TTL_ATTRIBUTE } from './table.js';

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

export const runIdempotent = <T>(context: IdempotencyContext, fn: () => Promise<T>): Promise<T> => storage.run(context, fn);

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

/** The replayed result of a recorded request. */
export const recordedResult = (record: IdempotencyRecord): unknown => JSON.parse(record.result as string);
