/**
 * The events a webhook endpoint may subscribe to, as the API names them: the console's copy of the
 * API's list, which the console may not import (a unit test holds the two equal, and the webhook
 * form's use of each checks it against the API's type).
 */
export const EVENT_TYPES = [
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
] as const;
