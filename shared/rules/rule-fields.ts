import type { FieldKind } from '../support/condition-trees.js';

/**
 * The fields a rule's conditions and effects may read, as one grammar the schema checks and the
 * evaluator reads by. Pure: no I/O.
 */

/** Which trigger's data a field reads; member and time fields belong to every trigger. */
export type FieldSource = 'event' | 'purchase' | 'member' | 'time';

export type FieldRef =
  | { source: 'event'; key: string }
  | { source: 'purchase'; name: 'total' | 'channel' | 'store_id' }
  | { source: 'purchase'; item: 'sku' | 'category' | 'quantity' | 'amount' }
  | { source: 'member'; name: 'tier_id' | 'lifetime_points' | 'date_created' | 'birthday_month' }
  | { source: 'member'; customKey: string }
  | { source: 'time'; name: 'day_of_week' | 'hour' | 'date' };

/** Attribute and custom_data names: letters, digits, `_` and `-`, at most 100 characters. */
const KEY = '[A-Za-z0-9_-]{1,100}';

const FIXED: Record<string, { ref: FieldRef; kind: FieldKind }> = {
  'purchase.total': { ref: { source: 'purchase', name: 'total' }, kind: 'number' },
  'purchase.channel': { ref: { source: 'purchase', name: 'channel' }, kind: 'text' },
  'purchase.store_id': { ref: { source: 'purchase', name: 'store_id' }, kind: 'text' },
  'purchase.items[].sku': { ref: { source: 'purchase', item: 'sku' }, kind: 'text' },
  'purchase.items[].category': { ref: { source: 'purchase', item: 'category' }, kind: 'text' },
  'purchase.items[].quantity': { ref: { source: 'purchase', item: 'quantity' }, kind: 'number' },
  'purchase.items[].amount': { ref: { source: 'purchase', item: 'amount' }, kind: 'number' },
  'member.tier_id': { ref: { source: 'member', name: 'tier_id' }, kind: 'text' },
  'member.lifetime_points': { ref: { source: 'member', name: 'lifetime_points' }, kind: 'number' },
  'member.date_created': { ref: { source: 'member', name: 'date_created' }, kind: 'instant' },
  'member.birthday_month': { ref: { source: 'member', name: 'birthday_month' }, kind: 'number' },
  'time.day_of_week': { ref: { source: 'time', name: 'day_of_week' }, kind: 'number' },
  'time.hour': { ref: { source: 'time', name: 'hour' }, kind: 'number' },
  'time.date': { ref: { source: 'time', name: 'date' }, kind: 'date' },
};

const EVENT_FIELD = new RegExp(`^event\\.attributes\\.(${KEY})$`);
const CUSTOM_FIELD = new RegExp(`^member\\.custom_data\\.(${KEY})$`);

/** The field a condition names, or undefined when the grammar has no such field. */
export function parseField(field: string): { ref: FieldRef; kind: FieldKind } | undefined {
  const fixed = FIXED[field];
  if (fixed) return fixed;
  const event = EVENT_FIELD.exec(field);
  if (event?.[1]) return { ref: { source: 'event', key: event[1] }, kind: 'any' };
  const custom = CUSTOM_FIELD.exec(field);
  if (custom?.[1]) return { ref: { source: 'member', customKey: custom[1] }, kind: 'any' };
  return undefined;
}

/** The fields a condition may name, for messages. */
export const FIELD_GRAMMAR = `${Object.keys(FIXED).join(', ')}, event.attributes.<key>, member.custom_data.<key>`;

/** What a per_unit effect counts: a purchase's total, a sum over matching items, or an event attribute. */
export type UnitSource =
  | { source: 'purchase'; total: true }
  | { source: 'purchase'; match: 'sku' | 'category'; value: string; measure: 'amount' | 'quantity' }
  | { source: 'event'; key: string };

const ITEM_UNITS = /^purchase\.items\[(sku|category)=([^\]]{1,200})\]\.(amount|quantity)$/;

/** The quantity a per_unit effect's `of` names, or undefined when the grammar has none such. */
export function parseUnitSource(of: string): UnitSource | undefined {
  if (of === 'purchase.total') return { source: 'purchase', total: true };
  const items = ITEM_UNITS.exec(of);
  if (items) return { source: 'purchase', match: items[1] as 'sku' | 'category', value: items[2] as string, measure: items[3] as 'amount' | 'quantity' };
  const event = EVENT_FIELD.exec(of);
  if (event?.[1]) return { source: 'event', key: event[1] };
  return undefined;
}

export const UNIT_GRAMMAR = 'purchase.total, purchase.items[category=<x>].amount, purchase.items[sku=<x>].quantity, event.attributes.<key>';

/** Which trigger kinds carry a source's data (undefined: every kind). */
export const TRIGGER_OF_SOURCE: Partial<Record<FieldSource, 'event' | 'purchase'>> = { event: 'event', purchase: 'purchase' };
