/**
 * The member events the outbox records and webhooks deliver. A module of its own, free of the
 * table client, so the answer schemas (and the route table that holds them) load without it.
 */
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
