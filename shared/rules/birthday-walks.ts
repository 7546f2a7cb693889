import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryPages } from '../data/batch-reads.js';
import { sendConditionalWrite, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { BIRTHDAY_WALK_QUEUE, birthdayWalkKey } from './keys.js';

/**
 * A program's walk of its members for birthday rules (keys.ts): asked for in the transaction that
 * makes a birthday rule live, walked by the birthday job a page of the rank index at a time, and
 * done once: a later birthday rule's request finds it done and leaves the queue at once.
 */

const BirthdayWalkItem = z.object({
  client_id: z.string(),
  requested_at: z.number(),
  shard: z.number(),
  /** Pages walked: a step is recorded only over the count read. */
  steps: z.number(),
  cursor: z.record(z.string(), z.unknown()).optional(),
  done_at: z.number().optional(),
});
export type BirthdayWalk = z.infer<typeof BirthdayWalkItem>;
const decodeBirthdayWalk = itemDecoder('birthday_walk', BirthdayWalkItem);

/** The request for the walk, beside a birthday rule going live: queued, from where it stands (or the start). */
export function requestBirthdayWalkItem(clientId: string, now: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: birthdayWalkKey(clientId),
      UpdateExpression:
        'SET #type = :type, client_id = :client, requested_at = if_not_exists(requested_at, :now), #shard = if_not_exists(#shard, :zero), steps = if_not_exists(steps, :zero), GSI1PK = :queue, GSI1SK = :client',
      ExpressionAttributeNames: { '#type': 'type', '#shard': 'shard' },
      ExpressionAttributeValues: { ':type': 'birthday_walk', ':client': clientId, ':now': now, ':zero': 0, ':queue': BIRTHDAY_WALK_QUEUE },
    },
  };
}

/** The walks queued: one small GSI1 partition, one item per program whose birthday rule is waiting or was walked and asked again. */
export async function queuedBirthdayWalks(): Promise<BirthdayWalk[]> {
  const items = await queryPages({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': BIRTHDAY_WALK_QUEUE } });
  return items.map(decodeBirthdayWalk);
}

/**
 * Moves the walk on, only from where it was read (an overlapping run wins); with `next` undefined
 * the walk is over: done, and out of the queue.
 */
export async function recordBirthdayWalkStep(
  walk: BirthdayWalk,
  next: { shard: number; cursor?: Record<string, unknown> } | undefined,
  now: number,
): Promise<boolean> {
  const update = !next
    ? { expression: 'SET done_at = :now, steps = :steps REMOVE #cursor, GSI1PK, GSI1SK', values: { ':now': now } }
    : next.cursor
      ? { expression: 'SET #shard = :next, #cursor = :cursor, steps = :steps', values: { ':next': next.shard, ':cursor': next.cursor } }
      : { expression: 'SET #shard = :next, steps = :steps REMOVE #cursor', values: { ':next': next.shard } };
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: birthdayWalkKey(walk.client_id),
      UpdateExpression: update.expression,
      ConditionExpression: 'steps = :read',
      ExpressionAttributeNames: { '#cursor': 'cursor', ...(next ? { '#shard': 'shard' } : {}) },
      ExpressionAttributeValues: { ':read': walk.steps, ':steps': walk.steps + 1, ...update.values },
    }),
  );
}

/** A walk already done, asked for again by another birthday rule: out of the queue, walked nothing. */
export async function dequeueBirthdayWalk(walk: BirthdayWalk): Promise<void> {
  await sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: birthdayWalkKey(walk.client_id),
      UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(done_at)',
    }),
  );
}
