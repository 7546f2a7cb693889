import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type CarriedEvent, carriedBy, type OutboxEvent } from '../events/index.js';
import { type OrderRecord, orderOf } from './redemption-repository.js';

/**
 * reward.redeemed, carried by the redemption's order (STREAM_EVENT_ATTRIBUTE) rather than an
 * outbox item of its own: every field of the event is the order's.
 */
export function redeemedEvent(order: OrderRecord, carried: CarriedEvent): OutboxEvent {
  return {
    id: carried.id,
    type: 'reward.redeemed',
    created_at: carried.at,
    client_id: carried.client_id,
    member_id: carried.member_id,
    data: {
      user_id: order.member_id,
      redeem_order_id: order.redeem_order_id,
      reward_id: String(order.reward_id),
      reward_title: order.reward_title,
      quantity: order.quantity,
      points: order.total_points_redeemed,
      redeemable_points: order.ending_balance,
    },
  };
}

/** The reward.redeemed event an inserted order carries, from its stream image. */
export function orderStreamEvent(image: Record<string, AttributeValue>): OutboxEvent {
  const item = unmarshall(image);
  return redeemedEvent(orderOf(item), carriedBy(item));
}
