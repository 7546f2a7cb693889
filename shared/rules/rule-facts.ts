import { type ConditionGroup, evaluateConditions, type FieldReader, type GroupOutcome } from '../support/condition-trees.js';
import { type FieldRef, parseField } from './rule-fields.js';
import type { LocalTime } from '../support/local-time.js';

/**
 * What a rule's conditions read, and whether they hold: pure functions of the trigger, the
 * member and the local time. No I/O, no clock.
 */

export interface PurchaseItemFacts {
  sku: string;
  category: string;
  quantity: number;
  amount: number;
}

/** The trigger's data, as the live path, the explanation and the dry run each pass it in. */
export interface TriggerFacts {
  kind: 'event' | 'purchase' | 'activity' | 'member_created' | 'tier_reached' | 'birthday';
  event?: { type: string; attributes: Record<string, unknown> };
  purchase?: { total: number; items: PurchaseItemFacts[]; channel?: string; store_id?: string };
  activity_id?: string;
  tier_id?: string;
}

/** A trigger as it was recorded, for a replay: its facts and base earning, when it happened and was recorded (Unix seconds), and the rule points it earned. */
export interface RecordedTrigger {
  facts: TriggerFacts;
  base: number;
  at: number;
  recordedAt: number;
  actualRulePoints: number;
  /** The ledger entry the trigger's own write began with, by the field that names it: where the member's totals before it are read. */
  firstEntry?: { field: 'receipt_id' | 'event_id' | 'entry_id'; value: string };
  /** The member as the rules read it when the trigger was recorded, when the trigger's record kept it. */
  seen?: { lifetime_points: number; tier_id: string | null };
}

export interface MemberFacts {
  tier_id?: string | null;
  custom_data: Record<string, unknown>;
  lifetime_points: number;
  /** Unix seconds. */
  date_created: number;
  birthday_month?: number | null;
  /** The segments in use the member is in: read only when a rule's audience names segments. */
  segment_ids?: ReadonlySet<string>;
}

export interface Facts {
  trigger: TriggerFacts;
  member: MemberFacts;
  time: LocalTime;
}

/** A field's value; item fields read every item's value (a list). Undefined when the trigger has none. */
export function readField(ref: FieldRef, facts: Facts): unknown {
  const { trigger, member, time } = facts;
  switch (ref.source) {
    case 'event':
      return trigger.event?.attributes[ref.key];
    case 'purchase':
      if ('item' in ref) return trigger.purchase?.items.map((item) => item[ref.item]);
      return trigger.purchase?.[ref.name];
    case 'member':
      // Own keys only: `constructor` or `__proto__` name no custom attribute.
      if ('customKey' in ref) return Object.hasOwn(member.custom_data, ref.customKey) ? member.custom_data[ref.customKey] : undefined;
      return member[ref.name] ?? undefined;
    case 'time':
      return time[ref.name];
  }
}

const MONEY: ReadonlySet<string> = new Set(['purchase.total', 'purchase.items[].amount']);

/**
 * Evaluates a rule's conditions over the facts (support/condition-trees.ts): an item field holds
 * when any item satisfies it; money fields are shown with two decimals.
 */
export function evaluateGroup(group: ConditionGroup, facts: Facts, saw: Record<string, unknown> = {}): GroupOutcome {
  const read: FieldReader = {
    value: (field) => {
      const parsed = parseField(field);
      return { seen: parsed ? readField(parsed.ref, facts) : undefined, many: parsed !== undefined && 'item' in parsed.ref };
    },
    money: MONEY,
  };
  return evaluateConditions(group, read, saw);
}

/** A member as rules read it; its level is the caller's to name (tiers are the points feature's). */
export function memberFactsOf(
  member: { custom_data?: unknown; total_points: number; date_created: number; date_of_birth?: unknown },
  tierId: string | null,
  segmentIds?: ReadonlySet<string>,
): MemberFacts {
  const birth = typeof member.date_of_birth === 'number' ? new Date(member.date_of_birth * 1000).getUTCMonth() + 1 : null;
  const custom = typeof member.custom_data === 'object' && member.custom_data !== null ? (member.custom_data as Record<string, unknown>) : {};
  return {
    tier_id: tierId,
    custom_data: custom,
    lifetime_points: member.total_points,
    date_created: member.date_created,
    birthday_month: birth,
    ...(segmentIds ? { segment_ids: segmentIds } : {}),
  };
}
