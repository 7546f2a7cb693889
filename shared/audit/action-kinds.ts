/**
 * The kinds of action an audit entry is filed under: a small fixed vocabulary an operator can
 * filter by, derived in this one place from the route's path. A route whose path names none of
 * these things is filed under "other".
 */
export const ACTION_KINDS = ['points', 'members', 'catalogue', 'campaigns', 'settings', 'operators', 'keys', 'data', 'webhooks', 'other'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Path segments (after the program) and the kind each files a route under, checked in this order. */
const KIND_OF_SEGMENT: ReadonlyArray<readonly [RegExp, ActionKind]> = [
  [/points|adjustment|receipts/, 'points'],
  [/^(imports|exports|export|reports)$/, 'data'],
  [/^members$/, 'members'],
  [/^(rewards|reward_categories|coupon_categories|orders)$/, 'catalogue'],
  [/^(code_redemption_campaigns|activities|event_types)$/, 'campaigns'],
  [/^settings$/, 'settings'],
  [/^(operators|sign_out)$/, 'operators'],
  [/^(api_keys|signing_keys)$/, 'keys'],
  [/^webhooks$/, 'webhooks'],
];

/**
 * The kind of action a route is ("POST /admin/v1/clients/{client_id}/members/{member_id}/points_adjustments":
 * points). The most telling segment wins: a member's points adjustment is points, a member's
 * data export is data, the member's own record is members. Creating a program is settings.
 */
export function actionKindOf(route: string): ActionKind {
  const path = route.split(' ').at(-1) ?? '';
  const segments = path
    .replace(/^\/admin\/v\d+\/(clients\/\{client_id\}\/?)?/, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'));
  if (segments.length === 0) return /^\/admin\/v\d+\/clients$/.test(path) ? 'settings' : 'other';
  if (segments[0] === 'clients') return 'settings';
  for (const [pattern, kind] of KIND_OF_SEGMENT) if (segments.some((segment) => pattern.test(segment))) return kind;
  return 'other';
}
