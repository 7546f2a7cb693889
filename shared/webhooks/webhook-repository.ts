import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { queryPrefix } from '../data/batch-reads.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import { itemDecoder } from '../data/item-decoder.js';
import { DELIVERY_SHARDS, deliveryKey, deliveryLaneKey, deliveryPartition, retryIndexKeys, webhookKey, webhookPrefix } from './keys.js';
import type { ItemKey } from '../data/keys.js';
import { OutboxEventSchema } from '../events/index.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { cancellationCodes, writeTransaction, type TransactItem } from '../data/transactions.js';
import { WEBHOOK_FORMATS } from './hosted-schemas.js';

/** Storage of webhook endpoints and their delivery log. */

const WebhookSecretSchema = z.object({
  secret: z.string(),
  created_at: z.number(),
  /** Set when a rotation replaced it: it still signs until then. */
  expires_at: z.number().nullable(),
});
export type WebhookSecret = z.infer<typeof WebhookSecretSchema>;

/** A hosted-format endpoint's credentials, kept like the signing secrets: in the endpoint item, never answered back. */
const WebhookAuthSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('basic'), username: z.string(), password: z.string() }),
  z.object({ type: z.literal('api_key'), api_key: z.string() }),
]);

const WebhookItem = z.object({
  client_id: z.string(),
  webhook_id: z.string(),
  url: z.string(),
  /** Event types delivered; ['*'] for all. */
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Absent on endpoints made before formats existed: standard. */
  format: z.enum(WEBHOOK_FORMATS).optional(),
  auth: WebhookAuthSchema.nullable().optional(),
  secrets: z.array(WebhookSecretSchema),
  date_created: z.number(),
  date_updated: z.number(),
});
export type WebhookRecord = z.infer<typeof WebhookItem>;

const DeliveryStatusSchema = z.enum(['pending', 'delivered', 'retrying', 'failed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

const DeliveryItem = z.object({
  client_id: z.string(),
  webhook_id: z.string(),
  event: OutboxEventSchema,
  status: DeliveryStatusSchema,
  attempts: z.number(),
  last_response_code: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
  /** Its place in its member's lane to the endpoint (events without a member have no lane). */
  lane_seq: z.string().optional(),
});
export type DeliveryRecord = z.infer<typeof DeliveryItem>;

/** A lane marker: which delivery is outstanding at that place of the lane. */
const LaneMarkerItem = z.object({ created_at: z.number(), event_id: z.string() });
const decodeLaneMarker = itemDecoder('webhook_lane_marker', LaneMarkerItem);

const decodeWebhook = itemDecoder('webhook', WebhookItem);
/** A delivery waiting for a retry sits in a due-date bucket (the retry index, GSI1). */
const decodeDelivery = dueItemDecoder('webhook_delivery', DeliveryItem);

/** The delivery log keeps 30 days. */
const DELIVERY_TTL_SECONDS = 30 * 86_400;

export async function putWebhook(record: WebhookRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...webhookKey(record.client_id, record.webhook_id), type: 'webhook', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Replaces an endpoint, only if it exists and is as read (`date_updated`). */
export async function replaceWebhook(record: WebhookRecord, readAt: number): Promise<boolean> {
  return sendConditionalWrite(
    new PutCommand({
      TableName: tableName(),
      Item: { ...webhookKey(record.client_id, record.webhook_id), type: 'webhook', ...record },
      ConditionExpression: 'date_updated = :read',
      ExpressionAttributeValues: { ':read': readAt },
    }),
  );
}

export async function getWebhook(clientId: string, webhookId: string): Promise<WebhookRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: webhookKey(clientId, webhookId), ConsistentRead: true }));
  return Item ? decodeWebhook(Item) : undefined;
}

/** Every endpoint of a client: a client has a handful (at most 20). */
export async function listWebhooks(clientId: string, consistent = false): Promise<WebhookRecord[]> {
  const { PK, SKPrefix } = webhookPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix, { consistent })).map(decodeWebhook);
}

export async function deleteWebhook(clientId: string, webhookId: string): Promise<boolean> {
  return sendConditionalWrite(new DeleteCommand({ TableName: tableName(), Key: webhookKey(clientId, webhookId), ConditionExpression: 'attribute_exists(PK)' }));
}

const deliveryItemKey = (delivery: Pick<DeliveryRecord, 'client_id' | 'webhook_id' | 'event'>) =>
  deliveryKey(delivery.client_id, delivery.webhook_id, delivery.event.created_at, delivery.event.id);

/** Records a new delivery; false when the event was already handed to this endpoint (a stream record seen twice). */
export async function putNewDelivery(delivery: DeliveryRecord): Promise<boolean> {
  return sendConditionalWrite(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...deliveryItemKey(delivery),
        ...(delivery.status === 'retrying' && delivery.next_attempt_at !== null
          ? retryIndexKeys(delivery.client_id, delivery.webhook_id, delivery.event.member_id, delivery.event.id, delivery.next_attempt_at)
          : {}),
        type: 'webhook_delivery',
        ...delivery,
        [TTL_ATTRIBUTE]: delivery.created_at + DELIVERY_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getDelivery(clientId: string, webhookId: string, createdAt: number, eventId: string): Promise<DeliveryRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: deliveryKey(clientId, webhookId, createdAt, eventId), ConsistentRead: true }),
  );
  return Item ? decodeDelivery(Item) : undefined;
}

/**
 * Records an attempt's outcome, only if no other attempt was recorded since `delivery` was read
 * (two dispatchers never both count one attempt). A delivery waiting for a retry is in the retry
 * index under its next attempt; any other leaves it.
 */
export async function recordAttempt(
  delivery: DeliveryRecord,
  next: Pick<DeliveryRecord, 'status' | 'attempts' | 'last_response_code' | 'last_error' | 'next_attempt_at' | 'updated_at'>,
  alongside: TransactItem[] = [],
): Promise<boolean> {
  const index =
    next.status === 'retrying' && next.next_attempt_at !== null
      ? retryIndexKeys(delivery.client_id, delivery.webhook_id, delivery.event.member_id, delivery.event.id, next.next_attempt_at)
      : undefined;
  const update = {
    TableName: tableName(),
    Key: deliveryItemKey(delivery),
    UpdateExpression:
      'SET #status = :status, attempts = :attempts, last_response_code = :code, last_error = :error, next_attempt_at = :next, updated_at = :updated' +
      (index ? ', GSI1PK = :gpk, GSI1SK = :gsk' : ' REMOVE GSI1PK, GSI1SK'),
    ConditionExpression: 'attempts = :was AND updated_at = :read',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': next.status,
      ':attempts': next.attempts,
      ':code': next.last_response_code,
      ':error': next.last_error,
      ':next': next.next_attempt_at,
      ':updated': next.updated_at,
      ':was': delivery.attempts,
      ':read': delivery.updated_at,
      ...(index ? { ':gpk': index.GSI1PK, ':gsk': index.GSI1SK } : {}),
    },
  };
  if (alongside.length === 0) return sendConditionalWrite(new UpdateCommand(update));
  // What rides with the outcome (its count in the program's reports) is written once, with it.
  try {
    await writeTransaction([{ Update: update }, ...alongside]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * A page of a webhook's deliveries, newest first, created before `before` (a sort key from the
 * previous page): each shard is read up to `limit` and the newest `limit` of them kept.
 */
export async function listDeliveries(
  clientId: string,
  webhookId: string,
  limit: number,
  before?: string,
): Promise<{ deliveries: DeliveryRecord[]; next?: string }> {
  const shards = await Promise.all(
    Array.from({ length: DELIVERY_SHARDS }, (_unused, shard) =>
      documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: before === undefined ? 'PK = :pk' : 'PK = :pk AND SK < :before',
          ExpressionAttributeValues: { ':pk': deliveryPartition(clientId, webhookId, shard), ...(before === undefined ? {} : { ':before': before }) },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    ),
  );
  const items = shards.flatMap((page) => page.Items ?? []).sort((a, b) => String(b.SK).localeCompare(String(a.SK)));
  const kept = items.slice(0, limit);
  const more = items.length > limit || shards.some((page) => page.LastEvaluatedKey !== undefined);
  return { deliveries: kept.map(decodeDelivery), next: more && kept.length ? String(kept.at(-1)?.SK) : undefined };
}

const laneKeyOf = (delivery: DeliveryRecord): ItemKey | undefined =>
  delivery.event.member_id === undefined || delivery.lane_seq === undefined
    ? undefined
    : deliveryLaneKey(delivery.client_id, delivery.webhook_id, delivery.event.member_id, delivery.lane_seq);

/** Marks a delivery outstanding in its member's lane (from when it is recorded until it is delivered or given up). */
export async function putLaneMarker(delivery: DeliveryRecord): Promise<void> {
  const key = laneKeyOf(delivery);
  if (!key) return;
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        type: 'webhook_lane_marker',
        created_at: delivery.event.created_at,
        event_id: delivery.event.id,
        [TTL_ATTRIBUTE]: delivery.created_at + DELIVERY_TTL_SECONDS,
      },
    }),
  );
}

export async function deleteLaneMarker(delivery: DeliveryRecord): Promise<void> {
  const key = laneKeyOf(delivery);
  if (key) await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

/** The earliest delivery marked outstanding in the lane before `delivery`, if any (one query). */
export async function earlierInLane(delivery: DeliveryRecord): Promise<{ created_at: number; event_id: string; key: ItemKey } | undefined> {
  const key = laneKeyOf(delivery);
  if (!key) return undefined;
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK < :seq',
      ExpressionAttributeValues: { ':pk': key.PK, ':seq': key.SK },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? { ...decodeLaneMarker(item), key: { PK: String(item.PK), SK: String(item.SK) } } : undefined;
}

export async function deleteLaneMarkerAt(key: ItemKey): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: key }));
}
