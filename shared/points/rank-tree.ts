import { present } from '../support/present.js';
/**
 * The counter tree behind ranks (docs/data-model.md, "Ranks"). Pure arithmetic, no I/O.
 *
 * Points values are written in base 256; a tree of depth D covers 0 .. 256^D - 1. The node at
 * level k with prefix p (the first k digits) holds, per child digit d, how many members have a
 * value whose first k+1 digits are p·d. Every node is split into RANK_SHARDS items; a member's
 * contributions always go to shard (member id mod RANK_SHARDS), and readers add the shards up.
 *
 * Members at 0 points are not in the tree: nobody has fewer, so they never add to anyone's
 * count of members above. count(> v) is, for each level on v's path, the sum of the counts of
 * digits greater than v's digit there: D nodes per shard.
 */

export const RANK_SHARDS = 3;
export const DIGIT_BITS = 8;
const RADIX = 2 ** DIGIT_BITS;

export type RankPeriod = 'all' | 'week' | 'month';

/** Depth per tree: lifetime totals up to 2^32 - 1, weekly and monthly earnings up to 2^24 - 1. */
export const TREE_DEPTH: Record<RankPeriod, number> = { all: 4, week: 3, month: 3 };

export const maxValue = (period: RankPeriod): number => RADIX ** TREE_DEPTH[period] - 1;

/** Values above the tree's range share its top value (tie at the cap; see docs/decisions.md). */
export const clampValue = (period: RankPeriod, value: number): number => Math.min(Math.max(0, Math.trunc(value)), maxValue(period));

export const shardOf = (memberId: number): number => memberId % RANK_SHARDS;

/** The digits of a value, most significant first, `depth` of them. */
export function digitsOf(value: number, depth: number): number[] {
  const digits: number[] = [];
  let rest = value;
  for (let level = depth - 1; level >= 0; level--) {
    const weight = RADIX ** level;
    const digit = Math.floor(rest / weight);
    digits.push(digit);
    rest -= digit * weight;
  }
  return digits;
}

/** Node prefix as key text: two hex characters per digit ('' for the root). */
export const prefixText = (digits: number[]): string => digits.map((d) => d.toString(16).padStart(2, '0')).join('');

/** Attribute that holds a child digit's count on a node item. */
export const digitAttribute = (digit: number): string => `d${digit.toString(16).padStart(2, '0')}`;

export interface NodeRef {
  level: number;
  prefix: string;
}

export const nodeId = (node: NodeRef): string => `${node.level}:${node.prefix}`;

/** The nodes on a value's path, root first, with the child digit taken at each. */
export function pathOf(period: RankPeriod, value: number): Array<NodeRef & { digit: number }> {
  const digits = digitsOf(clampValue(period, value), TREE_DEPTH[period]);
  return digits.map((digit, level) => ({ level, prefix: prefixText(digits.slice(0, level)), digit }));
}

export interface NodeChange extends NodeRef {
  /** Signed count change per child digit; never empty, no zero entries. */
  deltas: Map<number, number>;
}

/**
 * The node updates that move one member from `before` to `after` points. Levels above the
 * point where the two paths part see a -1 and a +1 on the same digit and are left alone, so
 * a typical credit touches only a leaf.
 */
export function treeChanges(period: RankPeriod, before: number, after: number): NodeChange[] {
  const from = clampValue(period, before);
  const to = clampValue(period, after);
  if (from === to) return [];
  const changes = new Map<string, NodeChange>();
  const apply = (value: number, sign: number) => {
    if (value <= 0) return;
    for (const step of pathOf(period, value)) {
      const id = nodeId(step);
      const change = changes.get(id) ?? { level: step.level, prefix: step.prefix, deltas: new Map<number, number>() };
      change.deltas.set(step.digit, (change.deltas.get(step.digit) ?? 0) + sign);
      changes.set(id, change);
    }
  };
  apply(from, -1);
  apply(to, +1);
  const result: NodeChange[] = [];
  for (const change of changes.values()) {
    for (const [digit, delta] of change.deltas) if (delta === 0) change.deltas.delete(digit);
    if (change.deltas.size > 0) result.push(change);
  }
  return result;
}

/** Child counts of one node, already summed over its shards. */
export type NodeCounts = Map<number, number>;

/**
 * The nodes count(> value) needs: value's path, or only the root for 0, since everyone in the
 * tree is above 0 (most members earn nothing in a given week).
 */
export const countNodes = (period: RankPeriod, value: number): NodeRef[] =>
  clampValue(period, value) === 0 ? [{ level: 0, prefix: '' }] : pathOf(period, value);

/** Members with strictly more than `value`, from the summed nodes of countNodes(value). */
export function countAbove(period: RankPeriod, value: number, nodes: Map<string, NodeCounts>): number {
  if (clampValue(period, value) === 0) return countAll(nodes);
  let above = 0;
  for (const step of pathOf(period, value)) {
    const counts = nodes.get(nodeId(step));
    if (!counts) continue;
    for (const [digit, count] of counts) if (digit > step.digit) above += count;
  }
  return above;
}

/** Members with exactly `value` (value > 0), from the summed leaf of value's path. */
export function countEqual(period: RankPeriod, value: number, nodes: Map<string, NodeCounts>): number {
  const leaf = present(pathOf(period, value).at(-1), 'the leaf of a path');
  return nodes.get(nodeId(leaf))?.get(leaf.digit) ?? 0;
}

/**
 * Members with exactly `next`, the lowest value above `value` that any member has, from the
 * nodes read for `value`'s path (and any other leaves in `nodes`); undefined when those cannot
 * tell. Where the two paths part, next's branch holds next's members and nobody between
 * value and next; a branch of one member therefore means exactly one member at next.
 */
export function countNextAbove(period: RankPeriod, value: number, next: number, nodes: Map<string, NodeCounts>): number | undefined {
  const leaf = leafOf(period, next);
  if (nodes.has(nodeId(leaf))) return countEqual(period, next, nodes);
  const own = pathOf(period, value);
  const step = pathOf(period, next).find((s, level) => s.digit !== own[level]?.digit);
  if (!step) return countEqual(period, next, nodes);
  return nodes.get(nodeId(step))?.get(step.digit) === 1 ? 1 : undefined;
}

/** All members in the tree: the root's counts summed. */
export function countAll(nodes: Map<string, NodeCounts>): number {
  let total = 0;
  for (const count of nodes.get(nodeId({ level: 0, prefix: '' }))?.values() ?? []) total += count;
  return total;
}

/** The leaf node a value lives in. */
export const leafOf = (period: RankPeriod, value: number): NodeRef => {
  const leaf = present(pathOf(period, value).at(-1), 'the leaf of a path');
  return { level: leaf.level, prefix: leaf.prefix };
};

/** The leaf just above the one a value lives in (the next 256 values up), if the tree has one. */
export function nextLeafOf(period: RankPeriod, value: number): NodeRef | undefined {
  const next = (Math.floor(clampValue(period, value) / RADIX) + 1) * RADIX;
  return next > maxValue(period) ? undefined : leafOf(period, next);
}
