import { createHash, randomUUID } from 'node:crypto';
import { tableName } from '../data/client.js';
import { outboxEventKey } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
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

/** The one outbox item of an event about a member. */
export const memberEventItem = (clientId: string, memberId: number, type: WebhookEventType, data: Record<string, unknown>, now: number): TransactItem =>
  outboxEventItem(outboxEvent(clientId, memberId, type, data, now));

/** An event id made from what the event is about: the same parts always give the same id, in the form of a fresh one. */
export const stableEventId = (...parts: Array<string | number>): string =>
  `evt_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
