import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { DAY_SECONDS } from '../support/periods.js';
import { eventRecordKey, eventRefKey, eventRefPrefix } from './keys.js';
import { batchGet, queryPrefix } from '../data/batch-reads.js';

/**
 * A recorded custom event: what was sent (its fingerprint, to tell a repeat from a different
 * body under the same id), the member, the answer given, and every rule's answer for the
 * explanation. Kept EVENT_RECORD_DAYS, then TTL removes it.
 */
export const EVENT_RECORD_DAYS = 400;

const EventRecordItem = z.object({
  client_id: z.string(),
  event_id: z.string(),
  fingerprint: z.string(),
  member_id: z.number(),
  event_type: z.string(),
  occurred_at: z.number(),
  attributes: z.record(z.string(), z.unknown()),
  answer: z.object({
    credits: z.array(z.object({ rule_id: z.string(), rule_version: z.number(), points: z.number(), entry_id: z.string() })),
    skipped: z.array(z.object({ rule_id: z.string(), reason: z.string() })),
  }),
  explanation: z.custom<object>((value) => typeof value === 'object' && value !== null).nullable(),
  date_created: z.number(),
  expires_at: z.number().optional(),
});
export type EventRecord = z.infer<typeof EventRecordItem>;
const decodeEventRecord = itemDecoder('custom_event', EventRecordItem);

/** The record of an id, while it is kept: one past its keeping time is gone, whenever TTL gets to deleting it. */
export async function getEventRecord(clientId: string, eventId: string, now: number): Promise<EventRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: eventRecordKey(clientId, eventId), ConsistentRead: true }));
  const record = Item ? decodeEventRecord(Item) : undefined;
  return record && (record.expires_at === undefined || record.expires_at > now) ? record : undefined;
}

/**
 * The member's recorded events (through their marks beside the member, while kept): one Query of
 * the marks and one batch read of the records.
 */
export async function memberEventRecords(clientId: string, memberId: number): Promise<EventRecord[]> {
  const { PK, SKPrefix } = eventRefPrefix(clientId, memberId);
  const marks = await queryPrefix(PK, SKPrefix);
  const keys = marks.flatMap((mark) => (typeof mark.ref_pk === 'string' && typeof mark.ref_sk === 'string' ? [{ PK: mark.ref_pk, SK: mark.ref_sk }] : []));
  return (await batchGet(keys)).map(decodeEventRecord);
}

/** The record, written only where the id is free: a concurrent copy of the event cancels the write, and its retry reads the record. */
export const putEventRecordItem = (record: EventRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...eventRecordKey(record.client_id, record.event_id),
      type: 'custom_event',
      ...record,
      expires_at: record.date_created + (EVENT_RECORD_DAYS + 1) * DAY_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * The record's mark beside the member (`member_data_ref`: an item of the member's kept under
 * another key), written with it and kept as long: a member's erasure walks its partition, finds
 * the mark, and deletes the record, whose attributes are the member's data.
 */
export const putEventRefItem = (record: EventRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...eventRefKey(record.client_id, record.member_id, record.event_id),
      type: 'member_data_ref',
      ref_pk: eventRecordKey(record.client_id, record.event_id).PK,
      ref_sk: eventRecordKey(record.client_id, record.event_id).SK,
      expires_at: record.date_created + (EVENT_RECORD_DAYS + 1) * DAY_SECONDS,
    },
  },
});
