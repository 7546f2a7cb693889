import { randomInt } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { streamPartition, streamRecordKey } from './keys.js';
import type { TransactItem } from '../data/transactions.js';
import { TTL_ATTRIBUTE } from '../data/table.js';

/**
 * The program's activity stream. Each record goes to a random shard, so the stream's write
 * rate is not capped by one partition; a read takes the newest n of every shard in parallel
 * and merges them.
 */
export const STREAM_SHARDS = 4;

/** Records stay readable for 30 days; the stream shows only the newest 15 anyway. */
const STREAM_TTL_SECONDS = 30 * 86_400;

/** A stream record as stored: the wire fields of spec 2.13 plus the member it is about. */
const StreamRecordItem = z.object({
  member_id: z.number(),
  link_href: z.string().nullable(),
  activity_image: z.string(),
  activity_text: z.string(),
  id: z.number().nullable(),
  username: z.string(),
  first_name: z.string().nullable(),
  display_first_name: z.boolean(),
  completed_time: z.number(),
  num_points: z.number(),
  content_link: z.string().nullable(),
  content_title: z.string().nullable(),
  content_description: z.string().nullable(),
  content_img: z.string().nullable(),
  display_name: z.string(),
});
export type StreamRecord = z.infer<typeof StreamRecordItem>;

/** Decodes a record; its expiry attribute is left out (the schema does not declare it). */
const decodeStreamRecord = itemDecoder('stream_record', StreamRecordItem);

/** A random shard for a new record; the ledger entry keeps it, so the record can be found again (member deletion). */
export const newStreamShard = (): number => randomInt(STREAM_SHARDS);

export function putStreamRecordItem(clientId: string, shard: number, entryId: string, record: StreamRecord, now: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...streamRecordKey(clientId, shard, record.completed_time, entryId),
        type: 'stream_record',
        ...record,
        [TTL_ATTRIBUTE]: now + STREAM_TTL_SECONDS,
      },
    },
  };
}

/** The newest `n` records across all shards, newest first. */
export async function newestStreamRecords(clientId: string, n: number): Promise<StreamRecord[]> {
  const shards = await Promise.all(
    Array.from({ length: STREAM_SHARDS }, (_, shard) =>
      documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': streamPartition(clientId, shard) },
          ScanIndexForward: false,
          Limit: n,
        }),
      ),
    ),
  );
  return shards
    .flatMap((page) => page.Items ?? [])
    .sort((a, b) => (a.SK < b.SK ? 1 : a.SK > b.SK ? -1 : 0))
    .slice(0, n)
    .map(decodeStreamRecord);
}
