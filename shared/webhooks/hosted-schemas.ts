import type { WebhookEventType } from '../events/event-schemas.js';

/**
 * Which of our events a hosted-format endpoint receives, and as which hosted Live Push. Constants
 * only, so the request schemas load them without the pushes' readers (hosted-pushes.ts).
 */

export const WEBHOOK_FORMATS = ['standard', 'hosted'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export type HostedPush = 'user_activity' | 'user_profile' | 'points_expiration' | 'user_segmentation';

/**
 * Points movements and redemptions are the member's activity; profile changes and level changes
 * (tierInfo is part of the profile) are the profile; expiry and its notice are the expiration
 * forecast; joining or leaving a segment is the segmentation push. Absent events have no hosted push: user.deleted (no profile is left to send) and
 * coupon.used / coupon.unused (the hosted service pushes no coupon state).
 */
export const HOSTED_PUSH_OF: Partial<Record<WebhookEventType, HostedPush>> = {
  'points.credited': 'user_activity',
  'points.removed': 'user_activity',
  'points.returned': 'user_activity',
  'points.return_voided': 'user_activity',
  'reward.redeemed': 'user_activity',
  'user.created': 'user_profile',
  'user.updated': 'user_profile',
  'tier.changed': 'user_profile',
  'points.expired': 'points_expiration',
  'points.expiring': 'points_expiration',
  'segment.entered': 'user_segmentation',
  'segment.exited': 'user_segmentation',
};

export const HOSTED_EVENT_TYPES = Object.keys(HOSTED_PUSH_OF) as WebhookEventType[];

export const hostedPushOf = (type: WebhookEventType): HostedPush | undefined => HOSTED_PUSH_OF[type];

/** Why an endpoint of `format` cannot take these events or this auth, naming the field; undefined when it can. */
export function formatProblem(format: WebhookFormat, events: readonly string[], hasAuth: boolean): string | undefined {
  if (format === 'standard') return hasAuth ? 'auth: only a hosted-format endpoint takes auth; a standard one is signed' : undefined;
  const refused = events.filter((event) => event !== '*' && !hostedPushOf(event as WebhookEventType));
  if (refused.length === 0) return undefined;
  return `events: ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not sent to a hosted-format endpoint, which receives ${HOSTED_EVENT_TYPES.join(', ')}`;
}
