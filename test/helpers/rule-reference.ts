import type { MemberFacts, TriggerFacts } from '../../shared/rules/rule-facts.js';

/**
 * Random rules and triggers from a seeded generator, each answered by the evaluator and by a
 * small reference written here from the rules' statement alone: integer arithmetic in cents
 * and ten-thousandths, a fixed-offset clock (Asia/Tokyo is UTC+9 all year), no shared code.
 */

/** mulberry32: a small deterministic generator of floats in [0, 1). */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORIES = ['coffee', 'tea', 'cake'];
const TIERS = ['bronze', 'silver', 'gold'];
const FACTORS = [1.1, 1.25, 1.5, 1.7, 2, 3, 2.3333];
const PERS = [1, 2.5, 10, 0.1];
export const TZ_OFFSET = 9 * 3600;
export const BASE_AT = Date.parse('2026-06-01T00:00:00Z') / 1000;

type Random = ReturnType<typeof generator>;
const int = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[int(random, 0, list.length - 1)] as T;
const chance = (random: Random, p: number) => random() < p;

type Leaf = { field: string; op: string; value?: unknown };
type Group = { all: Node[] } | { any: Node[] };
type Node = Leaf | Group;

function randomLeaf(random: Random, kind: 'purchase' | 'event'): Leaf {
  const choice = int(random, 0, 4);
  if (choice === 0 && kind === 'purchase') {
    const op = pick(random, ['gt', 'gte', 'lt', 'lte', 'between'] as const);
    const a = int(random, 0, 200);
    return { field: 'purchase.total', op, value: op === 'between' ? [a, a + int(random, 0, 100)] : a };
  }
  if (choice === 1 && kind === 'purchase') return { field: 'purchase.items[].category', op: pick(random, ['eq', 'ne', 'starts_with']), value: pick(random, CATEGORIES).slice(0, int(random, 1, 3) + 2) };
  if (choice === 1) return { field: 'event.attributes.steps', op: pick(random, ['gt', 'lte']), value: int(random, 0, 20_000) };
  if (choice === 2) return { field: 'member.tier_id', op: pick(random, ['in', 'not_in', 'eq', 'exists']), value: [pick(random, TIERS), pick(random, TIERS)] };
  if (choice === 3) return { field: 'time.hour', op: pick(random, ['gte', 'lt', 'eq']), value: int(random, 0, 23) };
  return { field: 'member.lifetime_points', op: pick(random, ['gt', 'lte', 'ne']), value: int(random, 0, 5000) };
}

const fixLeaf = (leaf: Leaf): Leaf => {
  if (leaf.op === 'eq' && Array.isArray(leaf.value)) return { ...leaf, value: leaf.value[0] };
  if (leaf.op === 'exists') return { field: leaf.field, op: 'exists' };
  return leaf;
};

function randomGroup(random: Random, kind: 'purchase' | 'event', depth: number): Group {
  const items: Node[] = Array.from({ length: int(random, 1, 3) }, () => (depth < 3 && chance(random, 0.25) ? randomGroup(random, kind, depth + 1) : fixLeaf(randomLeaf(random, kind))));
  return chance(random, 0.5) ? { all: items } : { any: items };
}

function randomRule(random: Random, index: number) {
  const kind = chance(random, 0.7) ? 'purchase' : 'event';
  const effects = [
    { kind: 'fixed', points: int(random, 1, 500) },
    kind === 'purchase'
      ? { kind: 'per_unit', points: int(random, 1, 20), per: pick(random, PERS), of: chance(random, 0.5) ? 'purchase.total' : `purchase.items[category=${pick(random, CATEGORIES)}].amount` }
      : { kind: 'per_unit', points: int(random, 1, 100), per: pick(random, [1000, 5000]), of: 'event.attributes.steps' },
    ...(kind === 'purchase' ? [{ kind: 'multiplier', factor: pick(random, FACTORS), of: 'base' }] : []),
  ];
  const from = int(random, 0, 23);
  const startOffset = int(random, -3, 3) * 3600;
  return {
    rule_id: `rule-${String(int(random, 0, 9))}${index}`,
    version: int(random, 1, 5),
    body: {
      name: `rule ${index}`,
      trigger: kind === 'purchase' ? { kind } : { kind, event_type: pick(random, ['walk', 'run']) },
      ...(chance(random, 0.7) ? { conditions: randomGroup(random, kind, 1) } : {}),
      effect: pick(random, effects),
      ...(chance(random, 0.3) ? { audience: { tier_ids: [pick(random, TIERS)] } } : {}),
      ...(chance(random, 0.4)
        ? { schedule: { days_of_week: [int(random, 1, 7), int(random, 1, 7)].filter((d, i, all) => all.indexOf(d) === i), hours: { from, to: (from + int(random, 1, 23)) % 24 || 24 } } }
        : {}),
      ...(chance(random, 0.2) ? { schedule: { starts_at: new Date((BASE_AT + startOffset) * 1000).toISOString(), ends_at: new Date((BASE_AT + startOffset + 7200) * 1000).toISOString() } } : {}),
      ...(chance(random, 0.4) ? { limits: { per_member: { count: int(random, 1, 3), points: int(random, 1, 400), period: 'month' }, max_points_per_trigger: int(random, 1, 600) } } : {}),
      ...(chance(random, 0.4) ? { budget: { points_total: int(random, 1, 1000) } } : {}),
      priority: int(random, 1, 4) * 10,
      stop_after: chance(random, 0.2),
    },
  };
}

export interface Case {
  rules: ReturnType<typeof randomRule>[];
  trigger: TriggerFacts;
  member: MemberFacts;
  base: number;
  at: number;
  usage: Record<string, { memberCount: number; memberPoints: number; budgetLeft: number }>;
  /** Purchase amounts in cents, as the reference counts them. */
  cents: { total: number; items: number[] };
}

export function randomCase(random: Random): Case {
  const rules = Array.from({ length: int(random, 1, 6) }, (_, index) => randomRule(random, index));
  const itemCents = Array.from({ length: int(random, 0, 3) }, () => int(random, 1, 5000));
  const items = itemCents.map((amount) => ({ sku: 'S', category: pick(random, CATEGORIES), quantity: int(random, 1, 3), amount: amount / 100 }));
  const totalCents = itemCents.reduce((sum, amount) => sum + amount, 0) + int(random, 0, 2000);
  const trigger: TriggerFacts = chance(random, 0.7)
    ? { kind: 'purchase', purchase: { total: totalCents / 100, items } }
    : { kind: 'event', event: { type: pick(random, ['walk', 'run']), attributes: chance(random, 0.9) ? { steps: int(random, 0, 20_000) } : {} } };
  const usage: Case['usage'] = {};
  for (const rule of rules) if (chance(random, 0.5)) usage[rule.rule_id] = { memberCount: int(random, 0, 3), memberPoints: int(random, 0, 400), budgetLeft: chance(random, 0.3) ? 0 : int(random, 1, 500) };
  const member = { tier_id: chance(random, 0.9) ? pick(random, TIERS) : null, custom_data: {}, lifetime_points: int(random, 0, 5000), date_created: BASE_AT - 86_400 };
  return { rules, trigger, member, base: int(random, 0, 1000), at: BASE_AT + int(random, -4, 4) * 3600 + int(random, 0, 3599), usage, cents: { total: totalCents, items: itemCents } };
}

/** The reference: the statement of the rules, read literally. */
export function reference(c: Case): { credits: [string, number, number][]; skipped: [string, string][] } {
  const local = new Date((c.at + TZ_OFFSET) * 1000);
  const hour = local.getUTCHours();
  const day = ((local.getUTCDay() + 6) % 7) + 1;
  const items = c.trigger.purchase?.items.map((item, i) => ({ category: item.category, cents: c.cents.items[i] ?? 0 })) ?? [];
  const leafHolds = (leaf: Leaf): boolean => {
    const value = leaf.value as never;
    const test = (seen: unknown): boolean => {
      if (leaf.op === 'exists') return seen !== undefined && seen !== null;
      if (seen === undefined || seen === null) return false;
      if (leaf.op === 'eq') return seen === value;
      if (leaf.op === 'ne') return seen !== value;
      if (leaf.op === 'in') return (value as unknown[]).includes(seen);
      if (leaf.op === 'not_in') return !(value as unknown[]).includes(seen);
      if (leaf.op === 'starts_with') return String(seen).startsWith(value);
      const n = seen as number;
      if (leaf.op === 'between') return n >= (value as number[])[0]! && n <= (value as number[])[1]!;
      return { gt: n > value, gte: n >= value, lt: n < value, lte: n <= value }[leaf.op as 'gt'];
    };
    switch (leaf.field) {
      case 'purchase.total':
        return c.trigger.purchase !== undefined && test(c.cents.total / 100);
      case 'purchase.items[].category':
        return items.some((item) => test(item.category));
      case 'event.attributes.steps':
        return test(c.trigger.event?.attributes.steps);
      case 'member.tier_id':
        return test(c.member.tier_id);
      case 'time.hour':
        return test(hour);
      default:
        return test(c.member.lifetime_points);
    }
  };
  const holds = (node: Node): boolean => ('field' in node ? leafHolds(node) : 'all' in node ? node.all.every(holds) : node.any.some(holds));
  const rules = [...c.rules].sort((a, b) => a.body.priority - b.body.priority || a.rule_id.localeCompare(b.rule_id, 'en', { numeric: true }));
  const credits: [string, number, number][] = [];
  const skipped: [string, string][] = [];
  let stopper: string | undefined;
  for (const { rule_id, version, body } of rules) {
    const skip = (reason: string) => skipped.push([rule_id, reason]);
    const t = body.trigger as { kind: string; event_type?: string };
    if (t.kind !== c.trigger.kind || (t.kind === 'event' && t.event_type !== c.trigger.event?.type)) { skip('wrong_trigger'); continue; }
    if (stopper) { skip(`stopped_by: ${stopper}`); continue; }
    const s = body.schedule as { days_of_week?: number[]; hours?: { from: number; to: number }; starts_at?: string; ends_at?: string } | undefined;
    const inHours = !s?.hours || (s.hours.from < s.hours.to ? hour >= s.hours.from && hour < s.hours.to : hour >= s.hours.from || hour < s.hours.to);
    const inDates = !s?.starts_at || (c.at >= Date.parse(s.starts_at) / 1000 && c.at < Date.parse(s.ends_at!) / 1000);
    if (!inHours || !inDates || (s?.days_of_week && !s.days_of_week.includes(day))) { skip('outside_schedule'); continue; }
    if (body.audience && !body.audience.tier_ids.includes(c.member.tier_id ?? '')) { skip('not_in_audience'); continue; }
    if (body.conditions && !holds(body.conditions as Group)) { skip('condition_false'); continue; }
    const e = body.effect as unknown as { kind: string; points: number; per: number; of: string; factor: number };
    let points: number;
    if (e.kind === 'fixed') points = e.points;
    else if (e.kind === 'multiplier') points = Math.floor((c.base * (Math.round(e.factor * 10_000) - 10_000)) / 10_000);
    else if (e.of === 'event.attributes.steps') points = Math.floor(((c.trigger.event?.attributes.steps as number | undefined) ?? 0) / e.per) * e.points;
    else {
      const category = /category=(\w+)/.exec(e.of)?.[1];
      const cents = category ? items.filter((item) => item.category === category).reduce((sum, item) => sum + item.cents, 0) : c.cents.total;
      points = Math.floor(cents / Math.round(e.per * 100)) * e.points;
    }
    if (points <= 0) { skip('no_points'); continue; }
    const used = c.usage[rule_id] ?? { memberCount: 0, memberPoints: 0, budgetLeft: undefined };
    const limits = body.limits as { per_member: { count: number; points: number }; max_points_per_trigger: number } | undefined;
    if (limits) {
      points = Math.min(points, limits.max_points_per_trigger);
      if (used.memberCount >= limits.per_member.count || used.memberPoints >= limits.per_member.points) { skip('member_limit_reached'); continue; }
      points = Math.min(points, limits.per_member.points - used.memberPoints);
    }
    const budget = body.budget as { points_total: number } | undefined;
    if (budget) {
      const left = used.budgetLeft ?? budget.points_total;
      if (left <= 0) { skip('budget_exhausted'); continue; }
      points = Math.min(points, left);
    }
    credits.push([rule_id, version, points]);
    if (body.stop_after) stopper = rule_id;
  }
  return { credits, skipped };
}

