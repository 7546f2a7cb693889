import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryPrefix } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { guarded, type WriteItem } from '../data/transactions.js';
import { ApiError, inputError } from '../errors.js';
import { ATTRIBUTE_TYPES, MAX_EVENT_TYPES } from './event-type-requests.js';
import { eventTypeCountKey, eventTypeKey, eventTypePrefix } from './keys.js';

/** One item per event type in the program's event types partition, and the counter that caps them. */
const EventTypeItem = z.object({
  client_id: z.string(),
  name: z.string(),
  title: z.string(),
  attributes: z.array(z.object({ key: z.string(), type: z.enum(ATTRIBUTE_TYPES), required: z.boolean() })),
  status: z.enum(['active', 'archived']),
  version: z.number().int(),
  date_created: z.number(),
  date_updated: z.number(),
});
export type EventTypeRecord = z.infer<typeof EventTypeItem>;

const decodeEventType = itemDecoder('event_type', EventTypeItem);

/** The type as stored now (a strongly consistent read: a change is conditioned on its version). */
export async function getEventType(clientId: string, name: string): Promise<EventTypeRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: eventTypeKey(clientId, name), ConsistentRead: true }));
  return Item ? decodeEventType(Item) : undefined;
}

/** Every type of the program, by name: at most MAX_EVENT_TYPES items of one partition. */
export async function listEventTypes(clientId: string): Promise<EventTypeRecord[]> {
  const { PK, SKPrefix } = eventTypePrefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeEventType);
}

const putItem = (record: EventTypeRecord) => ({
  TableName: tableName(),
  Item: { ...eventTypeKey(record.client_id, record.name), type: 'event_type', ...record },
});

/**
 * A new type: written only where its name is free (409 naming `name` otherwise), and counted
 * against the program's cap in the same transaction (400 past MAX_EVENT_TYPES).
 */
export function newEventTypeItems(record: EventTypeRecord): WriteItem[] {
  return [
    guarded(
      { Put: { ...putItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
      () => new ApiError('conflict', `name: the program already has an event type named ${record.name}`),
    ),
    guarded(
      {
        Update: {
          TableName: tableName(),
          Key: eventTypeCountKey(record.client_id),
          UpdateExpression: 'SET event_types = if_not_exists(event_types, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(event_types) OR event_types < :max',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_EVENT_TYPES },
        },
      },
      () => inputError(`name: a program holds at most ${MAX_EVENT_TYPES} event types`),
    ),
  ];
}

/**
 * A changed type, replacing `previous` only while it is still the version read: a change made
 * meanwhile cancels the write, and the use case reads again and rebuilds.
 */
export const changedEventTypeItems = (previous: EventTypeRecord, next: EventTypeRecord): WriteItem[] => [
  { Put: { ...putItem(next), ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': previous.version } } },
];
