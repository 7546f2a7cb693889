import { type Item, notAPlace, queryRangePage } from './batch-reads.js';
import { TABLE_INDEXES, TABLE_KEY, type IndexName } from './table.js';

/**
 * One order read from several index ranges at once: the shards of a sharded index partition, or
 * the orders of several fields a search looks in. Every range is queried in the same round trip
 * (one Query each, in parallel) and the answers are merged by sort key, so a page costs one round
 * trip whatever the number of shards. Where each range stopped travels in the caller's cursor.
 */

export interface OrderedRange {
  /** Names the range in the positions: stable for the same request. */
  id: string;
  index: IndexName;
  partition: string;
  /** Sort keys from `from` to `to`, both included. */
  from: string;
  to: string;
}

/** Where each range stopped, by range id: the key to continue after; null once the range is read to its end; absent when not yet read. */
export type RangePositions = Record<string, Record<string, string> | null>;

export interface MergedPage {
  /** Up to `limit` items in the merged order, each with the range it came from. */
  items: Array<{ range: string; item: Item }>;
  positions: RangePositions;
  /** Whether any range has more. */
  more: boolean;
  /** The positions and `more` had only the first `count` items been taken: the rest are read again next time. */
  takenUpTo(count: number): { positions: RangePositions; more: boolean };
}

const keysOf = (index: IndexName) => TABLE_INDEXES.find((candidate) => candidate.name === index) ?? TABLE_KEY;

/** The key attributes a Query continues after: the table's and the index's. */
function positionOf(range: OrderedRange, item: Item): Record<string, string> {
  const keys = keysOf(range.index);
  const attributes = [TABLE_KEY.partition, TABLE_KEY.sort, keys.partition, keys.sort];
  return Object.fromEntries(attributes.map((name) => [name, String(item[name])]));
}

async function readRange(range: OrderedRange, after: Record<string, string> | undefined, limit: number, descending: boolean) {
  // A position from another range, or another program, is refused there: it would read what this request does not cover.
  const { items, last } = await queryRangePage(range, { limit, after, ascending: !descending });
  return { items, finished: last === undefined };
}

/**
 * The next `limit` items of the merged order of `ranges` (ascending sort keys, or descending),
 * continuing from `positions`. Each range is read at most `limit` items ahead, so a page reads
 * at most ranges x limit index items.
 */
export async function mergedRangePage(
  ranges: readonly OrderedRange[],
  options: { limit: number; descending: boolean; positions?: RangePositions },
): Promise<MergedPage> {
  const positions: RangePositions = options.positions ?? {};
  for (const id of Object.keys(positions)) if (!ranges.some((range) => range.id === id)) throw notAPlace();
  const open = ranges.filter((range) => positions[range.id] !== null);
  const reads = await Promise.all(
    open.map(async (range) => ({ range, ...(await readRange(range, positions[range.id] ?? undefined, options.limit, options.descending)), taken: 0 })),
  );
  const sortOf = (read: (typeof reads)[number]) => String(read.items[read.taken]?.[keysOf(read.range.index).sort]);
  const items: MergedPage['items'] = [];
  while (items.length < options.limit) {
    let next: (typeof reads)[number] | undefined;
    for (const read of reads) {
      if (read.taken >= read.items.length) continue;
      if (!next) next = read;
      else if (options.descending ? sortOf(read) > sortOf(next) : sortOf(read) < sortOf(next)) next = read;
    }
    if (!next) break;
    items.push({ range: next.range.id, item: next.items[next.taken] as Item });
    next.taken++;
  }
  const takenUpTo = (count: number) => {
    const after: RangePositions = { ...positions };
    for (const read of reads) {
      const taken = items.slice(0, count).filter((entry) => entry.range === read.range.id).length;
      // A range read to its end and wholly taken is done; otherwise it continues after its last item taken.
      if (read.finished && taken === read.items.length) after[read.range.id] = null;
      else if (taken > 0) after[read.range.id] = positionOf(read.range, read.items[taken - 1] as Item);
    }
    return { positions: after, more: ranges.some((range) => after[range.id] !== null) };
  };
  return { items, ...takenUpTo(items.length), takenUpTo };
}

/** Where a merged read stopped, as the cursor a paged answer carries. */
export const cursorOfPositions = (positions: RangePositions): string => Buffer.from(JSON.stringify(positions), 'utf8').toString('base64url');

/** The positions a cursor of cursorOfPositions holds; a cursor that holds none is refused naming the parameter. */
export function positionsOfCursor(cursor: string | undefined): RangePositions | undefined {
  if (cursor === undefined) return undefined;
  try {
    const positions = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const valid =
      positions !== null &&
      typeof positions === 'object' &&
      !Array.isArray(positions) &&
      Object.values(positions).every(
        (place) => place === null || (typeof place === 'object' && !Array.isArray(place) && Object.values(place).every((part) => typeof part === 'string')),
      );
    if (valid) return positions as RangePositions;
  } catch {
    // Falls through to the refusal below.
  }
  throw notAPlace();
}
