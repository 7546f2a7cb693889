/**
 * The outbox's vocabulary: its item type and the member events it records and webhooks deliver.
 * A module of its own, free of the table client, so the answer schemas, the route table and the
 * stack's stream filter load without it.
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
  'points.returned',
  'reward.redeemed',
  'coupon.used',
  'coupon.unused',
  'tier.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
