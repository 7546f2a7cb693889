import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from './forms.js';
import { Pager, type useCursorPages } from './pager.js';
import { TableWrap } from './table-wrap.js';

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
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <QueryView query={query} what={what} empty={empty} isEmpty={(data) => items(data).length === 0}>
        {(data) => (
          <TableWrap label={title}>
            <table>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{items(data).map(row)}</tbody>
            </table>
          </TableWrap>
        )}
      </QueryView>
      <Pager pages={pages} nextCursor={query.data?.next_cursor} label={pager} />
    </section>
  );
}
