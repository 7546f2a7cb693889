import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from './client.js';
import { itemDecoder } from './item-decoder.js';
import { type ItemKey, join } from './keys.js';
import type { AnswerRecord, TransactItem } from './transactions.js';
import { TTL_ATTRIBUTE } from './table.js';
import { ApiError, inputError } from '../errors.js';
import { dataEvents } from './data-events.js';

/**
 * Safe retries. A request carrying an Idempotency-Key is an IdempotentRequest: the domain
 * function passes it to the transaction that produces the answer, which also puts the key's
 * record (with the answer) under a not-exists condition, so the effects and the record commit
 * or fail together.
 */
export interface IdempotencyKeyed {
  clientId: string;
  key: string;
  /** Fingerprint of the request: a replay with another body is refused. */
  requestHash: string;
}

/** One record per Idempotency-Key a client sends; expires by TTL. */
export const idempotencyKey = (clientId: string, key: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'IDEMPOTENCY', key),
  SK: 'IDEMPOTENCY',
});

/** A key's record as stored. */
const IdempotencyItem = z.object({
  request_hash: z.string(),
  /** The answer, as JSON text (see idempotencyRecordItem). */
  result: z.string(),
  date_created: z.number(),
});

const decodeIdempotencyRecord = itemDecoder('idempotency', IdempotencyItem);

export interface IdempotencyRecord {
  requestHash: string;
  /** The recorded answer, as JSON text. */
  result: string;
}

const RECORD_TTL_SECONDS = 24 * 60 * 60;

export class IdempotentRequest implements AnswerRecord {
  #committed = false;
  #replayed = false;

  /** `receivedAt`: when the request arrived, the record's date (its TTL counts from it). */
  constructor(
    readonly request: IdempotencyKeyed,
    private readonly receivedAt: number,
  ) {}

  get committed(): boolean {
    return this.#committed;
  }

  markCommitted(): void {
    this.#committed = true;
  }

  item(result: unknown): TransactItem {
    return idempotencyRecordItem(this.request, result, this.receivedAt);
  }

  async recordedResult(): Promise<unknown> {
    const recorded = await recordedAnswer(this.request);
    if (!recorded) throw new ApiError('internal_error', 'idempotency record vanished');
    this.#replayed = true;
    return recorded.result;
  }

  /** Whether the answer is on record: this request's transaction recorded it, or it replays a copy's. */
  get answered(): boolean {
    return this.#committed || this.#replayed;
  }
}

/**
 * Runs a keyed request. One that succeeds must have its answer on record (its transaction
 * carried the answer record, or it replays a copy's): otherwise it fails, so a route that
 * forgets to pass the record is caught by any test of it. One that fails although its key has
 * been recorded meanwhile was a duplicate racing the first: the first committed between this
 * one's check and its reads, so this one saw the first's effect (the receipt claimed, the last
 * unit or the single-use code gone) and refused. A retry is answered with the first answer.
 */
export async function runIdempotent<T>(request: IdempotentRequest, fn: () => Promise<T>, replay: (result: unknown) => T): Promise<T> {
  let answer: T;
  try {
    answer = await fn();
  } catch (error) {
    if (request.committed) throw error;
    const recorded = await recordedAnswer(request.request);
    if (!recorded) throw error;
    return replay(recorded.result);
  }
  // A route that forgot to hand its answer record to its transaction would lose replay protection silently.
  if (!request.answered) throw new Error('an idempotent request answered without its answer on record');
  return answer;
}

export async function readIdempotencyRecord(clientId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: idempotencyKey(clientId, key), ConsistentRead: true }));
  if (!Item) return undefined;
  const { request_hash, result } = decodeIdempotencyRecord(Item);
  return { requestHash: request_hash, result };
}

function idempotencyRecordItem(context: IdempotencyKeyed, result: unknown, now: number): TransactItem {
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
 * it was used for a different request (another route, path, query or body). A request this
 * answers is a replay, and counted as one: every caller answers it with the recorded result.
 */
export async function recordedAnswer(request: IdempotencyKeyed): Promise<{ result: unknown } | undefined> {
  const record = await readIdempotencyRecord(request.clientId, request.key);
  if (!record) return undefined;
  if (record.requestHash !== request.requestHash) throw inputError('Idempotency-Key was already used with a different request');
  const result: unknown = JSON.parse(record.result);
  dataEvents.idempotentReplay();
  return { result };
}
