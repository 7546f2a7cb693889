import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { awaitingFulfilmentIndexKeys, awaitingFulfilmentPartitions, redemptionKey } from './keys.js';
import { fulfilmentKey } from '../data/keys.js';
import type { OrderRecord } from './redemption-repository.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Fulfilment of physical orders (rewards that ship): a record per order, addressed by order id,
 * listed through a sparse, sharded GSI2 entry until the operator marks it fulfilled.
 */
const FulfilmentItem = z.object({
  redeem_order_id: z.number(),
  client_id: z.string(),
  member_id: z.number(),
  reward_id: z.number(),
  reward_title: z.string(),
  quantity: z.number(),
  date_created: z.number(),
  // A member's deletion erases it (shared/members/member-deletion.ts): an erased one reads as none.
  shipping: z.record(z.string(), z.string()).default({}),
  date_fulfilled: z.number().optional(),
  tracking_number: z.string().nullable().optional(),
});
export type FulfilmentRecord = z.infer<typeof FulfilmentItem>;

const decodeFulfilment = itemDecoder('fulfilment', FulfilmentItem);

export interface Fulfilment {
  date_fulfilled: number;
  tracking_number: string | null;
}

/** The order's fulfilment record, awaiting fulfilment; the redemption writes it in its own transaction. */
export function putFulfilmentItem(order: OrderRecord): TransactItem {
  const record: FulfilmentRecord = {
    redeem_order_id: order.redeem_order_id,
    client_id: order.client_id,
    member_id: order.member_id,
    reward_id: order.reward_id,
    reward_title: order.reward_title,
    quantity: order.quantity,
    date_created: order.date_created,
    shipping: order.shipping ?? {},
  };
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...fulfilmentKey(order.client_id, order.redeem_order_id),
        ...awaitingFulfilmentIndexKeys(order.client_id, order.redeem_order_id, order.date_created),
        type: 'fulfilment',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getFulfilment(clientId: string, orderId: number): Promise<FulfilmentRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: fulfilmentKey(clientId, orderId), ConsistentRead: true }));
  return Item ? decodeFulfilment(Item) : undefined;
}

/** The oldest `limit` orders awaiting fulfilment: one query per shard, in parallel, merged by time. */
export async function listAwaitingFulfilment(clientId: string, limit: number): Promise<FulfilmentRecord[]> {
  const pages = await Promise.all(
    awaitingFulfilmentPartitions(clientId).map((partition) =>
      documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': partition },
          Limit: limit,
        }),
      ),
    ),
  );
  return pages
    .flatMap((page) => page.Items ?? [])
    .sort((a, b) => String(a.GSI2SK).localeCompare(String(b.GSI2SK)))
    .slice(0, limit)
    .map(decodeFulfilment);
}

/**
 * Marks an order fulfilled: the fulfilment record leaves the awaiting index and the member's
 * order (what redemption history shows) gets the same date and tracking number, together.
 */
export function fulfilItems(record: FulfilmentRecord, fulfilment: Fulfilment): TransactItem[] {
  const values = { ':fulfilled': fulfilment.date_fulfilled, ':tracking': fulfilment.tracking_number };
  return [
    {
      Update: {
        TableName: tableName(),
        Key: fulfilmentKey(record.client_id, record.redeem_order_id),
        UpdateExpression: 'SET date_fulfilled = :fulfilled, tracking_number = :tracking REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: values,
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: redemptionKey(record.client_id, record.member_id, record.date_created, record.redeem_order_id),
        UpdateExpression: 'SET date_fulfilled = :fulfilled, tracking_number = :tracking',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: values,
      },
    },
  ];
}
