import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import type { ItemKey } from './keys.js';

const BATCH_LIMIT = 100;

const keyId = (key: ItemKey): string => `${key.PK}\u0000${key.SK}`;

/**
 * Reads many items in as few BatchGetItem calls as the 100-key limit allows, all in parallel
 * (one round trip unless DynamoDB returns unprocessed keys). Missing items are absent from the map.
 */
export async function batchGetItems(keys: ItemKey[]): Promise<Map<string, Record<string, unknown>>> {
  const unique = [...new Map(keys.map((key) => [keyId(key), key])).values()];
  const found = new Map<string, Record<string, unknown>>();
  const chunks: ItemKey[][] = [];
  for (let i = 0; i < unique.length; i += BATCH_LIMIT) chunks.push(unique.slice(i, i + BATCH_LIMIT));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Array<Record<string, unknown>> = chunk.map((key) => ({ PK: key.PK, SK: key.SK }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
        const output = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
        for (const item of output.Responses?.[tableName()] ?? []) found.set(keyId(item as unknown as ItemKey), item);
        pending = (output.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Array<Record<string, unknown>>;
      }
    }),
  );
  return found;
}

export const itemOf = (items: Map<string, Record<string, unknown>>, key: ItemKey) => items.get(keyId(key));
