import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSection } from './list-section.js';
import { Pager, type useCursorPages } from './pager.js';

/** A status as a badge: its class from `classes` (plain `status` otherwise), its words from `words` (the status itself otherwise). */
export function StatusBadge<S extends string>({ status, classes, words }: { status: S; classes: Partial<Record<S, string>>; words?: Record<S, string> }) {
  return <span className={classes[status] ?? 'status'}>{words ? words[status] : status}</span>;
}

/**
 * Past items (imports, exports), newest first and a page at a time: a titled section with the
 * list's loading, error and empty states, a table of one row an item, and its pager.
 */
export function PastItems<D extends { next_cursor?: string | null }, T>({
  id,
  title,
  what,
  empty,
  query,
  items,
  columns,
  row,
  pages,
  pager,
}: {
  id: string;
  title: string;
  what: string;
  empty: string;
  query: UseQueryResult<D>;
  items: (data: D) => readonly T[];
  columns: readonly string[];
  row: (item: T) => ReactNode;
  pages: ReturnType<typeof useCursorPages>;
  pager: string;
}) {
  return (
    <ListSection id={id} title={title} query={query} what={what} empty={empty} items={items} label={title} columns={columns} row={row}>
      <Pager pages={pages} nextCursor={query.data?.next_cursor} label={pager} />
    </ListSection>
  );
}
