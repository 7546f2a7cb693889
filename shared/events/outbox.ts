import { createHash, randomUUID } from 'node:crypto';
import { tableName } from '../data/client.js';
import { outboxEventKey } from './keys.js';
import { STREAM_EVENT_ATTRIBUTE, TTL_ATTRIBUTE } from '../data/table.js';
import type { TransactItem } from '../data/transactions.js';
import { OUTBOX_ITEM_TYPE, type OutboxEvent, type WebhookEventType } from './event-schemas.js';

/**
 * The event outbox: each change a client can subscribe to (webhooks) writes one outbox item in
 * the same transaction as the change, so an event exists exactly when its change committed. The
 * table's stream carries new outbox items to the webhook dispatcher; the items expire by TTL.
 */

/** Outbox items outlive any delay of the stream (24 h) with room to spare. */
export const OUTBOX_TTL_SECONDS = 7 * 86_400;

/** A fresh event id. */
export const newEventId = (): string => `evt_${randomUUID().replaceAll('-', '')}`;

/**
 * An event, with a fresh id unless `id` is given: an event that must exist once whoever writes it
 * (a notice two job runs may both send) takes an id made from what it is about (stableEventId).
 */
export function outboxEvent(
  clientId: string,
  memberId: number | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: number,
  id = newEventId(),
): OutboxEvent {
  return {
    id,
    type,
    created_at: now,
    client_id: clientId,
    ...(memberId === undefined ? {} : { member_id: memberId }),
    data,
  };
}

export function outboxEventItem(event: OutboxEvent): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...outboxEventKey(event.client_id, event.member_id, event.created_at, event.id),
        type: OUTBOX_ITEM_TYPE,
        event,
        [TTL_ATTRIBUTE]: event.created_at + OUTBOX_TTL_SECONDS,
      },
    },
  };
}

/**
 * What an item that reports a change carries of its event (STREAM_EVENT_ATTRIBUTE) instead of an
 * outbox item of its own: the event's id and instant, and whose it is. The rest of the event is
 * the item's own fields, from which the stream's readers build it again.
 */
export interface CarriedEvent {
  id: string;
  at: number;
  client_id: string;
  member_id: number;
}

/** A fresh carried event of a member's change at `now`. */
export const carriedEvent = (clientId: string, memberId: number, now: number): CarriedEvent => ({
  id: newEventId(),
  at: now,
  client_id: clientId,
  member_id: memberId,
});

/** The attributes that make an item carry `event`: spread into the item written. */
export const carrying = (event: CarriedEvent | undefined): Record<string, CarriedEvent> => (event ? { [STREAM_EVENT_ATTRIBUTE]: event } : {});

/** The event an item carried, as its stream image holds it (unmarshalled). */
export const carriedBy = (item: Record<string, unknown>): CarriedEvent => item[STREAM_EVENT_ATTRIBUTE] as CarriedEvent;

/** The one outbox item of an event about a member. */
export const memberEventItem = (clientId: string, memberId: number, type: WebhookEventType, data: Record<string, unknown>, now: number): TransactItem =>
  outboxEventItem(outboxEvent(clientId, memberId, type, data, now));

/** An event id made from what the event is about: the same parts always give the same id, in the form of a fresh one. */
export const stableEventId = (...parts: Array<string | number>): string =>
  `evt_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
