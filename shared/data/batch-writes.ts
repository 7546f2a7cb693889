import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import type { Item } from './batch-reads.js';

/** DynamoDB's limit of items per BatchWriteItem. */
const BATCH_SIZE = 25;
const MAX_ROUNDS = 10;

/**
 * Puts items (idempotent puts only: a repeat writes the same item) in batches of 25, sending
 * again what DynamoDB left unprocessed under throttling, with backoff; throws if some are still
 * left after that, so the caller's work is retried rather than silently short.
 */
export async function batchPut(items: Item[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let requests = items.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; requests.length > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error(`batch write: ${requests.length} items left unprocessed after ${MAX_ROUNDS} rounds`);
      if (round > 0) await new Promise((done) => setTimeout(done, Math.random() * Math.min(1_000, 25 * 2 ** round)));
      const { UnprocessedItems } = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
