import { type ConditionGroup, conditionsOf, conditionsSchema, evaluateConditions, type FieldKind } from '../support/condition-trees.js';

/**
 * A dynamic segment's filter: the condition language rules use (support/condition-trees.ts) over
 * what a member is (its level, balances, profile, custom data and static segments), and the one
 * pure function that decides whether a member belongs. The stream's re-evaluation, a segment's
 * build and the preview all call it, so they cannot disagree. No I/O, no clock.
 */

const KEY = '[A-Za-z0-9_-]{1,100}';

const FIXED: Record<string, FieldKind> = {
  'member.tier_id': 'text',
  'member.lifetime_points': 'number',
  'member.redeemable_points': 'number',
  'member.date_created': 'instant',
  'member.birthday_month': 'number',
  'member.postal_code': 'text',
  'member.country': 'text',
  'member.city': 'text',
  'member.is_active': 'any',
  'member.last_activity_at': 'instant',
  'member.days_since_last_activity': 'number',
  'purchases.count_90d': 'number',
  'purchases.total_90d': 'number',
};
const CUSTOM_FIELD = new RegExp(`^member\\.custom_data\\.(${KEY})$`);
const SEGMENT_FIELD = /^in_segment\.(\d{1,9})$/;
const EVENT_COUNT_FIELD = /^events\.([a-z][a-z0-9_]{0,63})\.count_30d$/;
/** Fields that change by the clock alone (a window passing, a level lapsing): the daily refresh decides their segments again. */
const CLOCK_FIELDS = new Set(['member.tier_id', 'member.days_since_last_activity', 'purchases.count_90d', 'purchases.total_90d']);

function kindOf(field: string): { kind: FieldKind } | undefined {
  const fixed = FIXED[field];
  if (fixed) return { kind: fixed };
  if (CUSTOM_FIELD.test(field) || SEGMENT_FIELD.test(field)) return { kind: 'any' };
  if (EVENT_COUNT_FIELD.test(field)) return { kind: 'number' };
  return undefined;
}

export const SEGMENT_FIELD_GRAMMAR = `${Object.keys(FIXED).join(', ')}, member.custom_data.<key>, events.<event type>.count_30d, in_segment.<static segment id> (true or false)`;

export const SegmentFilterSchema = conditionsSchema({ kindOf, grammar: SEGMENT_FIELD_GRAMMAR, readers: 'segment filters' });

/** The static segments a filter names through in_segment.<id>, each once. */
export function segmentsNamed(filter: ConditionGroup): string[] {
  const named = new Set<string>();
  for (const { condition } of conditionsOf(filter)) {
    const match = SEGMENT_FIELD.exec(condition.field);
    if (match?.[1]) named.add(match[1]);
  }
  return [...named];
}

/** What a filter reads beyond the member item: its purchases of the last 90 days and its events of the last 30, by type. */
export interface WindowNeeds {
  purchases: boolean;
  eventTypes: string[];
}

/** The windows a set of filters read: none read, nothing is fetched. */
export function windowsNamed(filters: readonly ConditionGroup[]): WindowNeeds {
  const eventTypes = new Set<string>();
  let purchases = false;
  for (const filter of filters) {
    for (const { condition } of conditionsOf(filter)) {
      if (condition.field.startsWith('purchases.')) purchases = true;
      const event = EVENT_COUNT_FIELD.exec(condition.field);
      if (event?.[1]) eventTypes.add(event[1]);
    }
  }
  return { purchases, eventTypes: [...eventTypes].sort() };
}

/** Whether a filter reads something the clock alone changes (its segment is decided again every day). */
export const readsTheClock = (filter: ConditionGroup): boolean =>
  [...conditionsOf(filter)].some(({ condition }) => CLOCK_FIELDS.has(condition.field) || EVENT_COUNT_FIELD.test(condition.field));

/** The member's windows, as read for the filters that need them. */
export interface MemberWindows {
  purchases?: { count: number; total: number };
  events?: Readonly<Record<string, number>>;
}

/** A member as a filter reads it; its level, static segments and windows are the caller's to name (tiers are the points feature's). */
export interface SegmentFacts {
  member: Record<string, unknown> & { total_points: number; redeemable_points: number; date_created: number };
  tierId: string | null;
  /** The static segments in use the member is in. */
  staticSegmentIds: ReadonlySet<string>;
  windows?: MemberWindows;
  /** Unix seconds: what days since read against. */
  now: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readField(field: string, facts: SegmentFacts): unknown {
  const { member } = facts;
  switch (field) {
    case 'member.tier_id':
      return facts.tierId ?? undefined;
    case 'member.lifetime_points':
      return member.total_points;
    case 'member.redeemable_points':
      return member.redeemable_points;
    case 'member.date_created':
      return member.date_created;
    case 'member.birthday_month':
      return typeof member.date_of_birth === 'number' ? new Date(member.date_of_birth * 1000).getUTCMonth() + 1 : undefined;
    case 'member.postal_code':
    case 'member.country':
    case 'member.city':
      return text(member[field.slice('member.'.length)]);
    case 'member.is_active':
      return member.is_active !== false;
    case 'member.last_activity_at':
      // When the member last earned points: a member who never did has no value (only exists/not_exists hold).
      return typeof member.last_earned_at === 'number' ? member.last_earned_at : undefined;
    case 'member.days_since_last_activity':
      return typeof member.last_earned_at === 'number' ? Math.floor((facts.now - member.last_earned_at) / 86_400) : undefined;
    case 'purchases.count_90d':
      return facts.windows?.purchases?.count;
    case 'purchases.total_90d':
      return facts.windows?.purchases?.total;
  }
  const events = EVENT_COUNT_FIELD.exec(field);
  if (events?.[1]) return facts.windows?.events?.[events[1]] ?? 0;
  const custom = CUSTOM_FIELD.exec(field);
  if (custom?.[1]) {
    // Own keys only: `constructor` or `__proto__` name no custom attribute.
    const data = (member.custom_data ?? {}) as Record<string, unknown>;
    return Object.hasOwn(data, custom[1]) ? data[custom[1]] : undefined;
  }
  const segment = SEGMENT_FIELD.exec(field);
  if (segment?.[1]) return facts.staticSegmentIds.has(segment[1]);
  return undefined;
}

/** Whether the member belongs to the segment the filter defines. */
export const filterHolds = (filter: ConditionGroup, facts: SegmentFacts): boolean =>
  evaluateConditions(filter, { value: (field) => ({ seen: readField(field, facts), many: false }) }).holds;
