import * as z from 'zod';
import type { DecodesExactly } from '../data/item-decoder.js';

/**
 * The outbox's vocabulary: its item type, the member events it records and webhooks deliver, and
 * an event's stored shape. A module of its own, free of the table client, so the request and
 * answer schemas, the route contracts and the stack's stream filter load without it.
 */

/** The `type` of an outbox item: what the writer puts, the stream filter passes and the dispatcher reads. */
export const OUTBOX_ITEM_TYPE = 'outbox_event';

export const WEBHOOK_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'points.credited',
  'points.removed',
  'points.expired',
  'points.expiring',
  'points.returned',
  'points.return_voided',
  'reward.redeemed',
  'coupon.used',
  'coupon.unused',
  'tier.changed',
  'receipt.approved',
  'receipt.rejected',
  'event.received',
  'segment.entered',
  'segment.exited',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Types an endpoint receives only when it names them: `*` leaves them out (every custom event is
 * many deliveries, and a dynamic segment's build is one event per member it takes in).
 */
export const OPT_IN_EVENT_TYPES: readonly WebhookEventType[] = ['event.received', 'segment.entered', 'segment.exited'];

export interface OutboxEvent {
  /** Stable across every delivery and retry: receivers deduplicate by it. */
  id: string;
  type: WebhookEventType;
  created_at: number;
  client_id: string;
  /** The member the event is about: events of one member are delivered in order. */
  member_id?: number;
  data: Record<string, unknown>;
}

/** An outbox event as stored: in its outbox item, and in each webhook delivery that carries it. */
export const OutboxEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: z.number(),
  client_id: z.string(),
  member_id: z.number().optional(),
  data: z.record(z.string(), z.unknown()),
});

// Fails to compile when the schema and the OutboxEvent type drift apart.
true satisfies DecodesExactly<typeof OutboxEventSchema, OutboxEvent>;
