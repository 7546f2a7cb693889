import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, Loading, QueryError } from './forms.js';
import { TableWrap } from './table-wrap.js';

/** A column of a PagedTable: its heading, what a row shows in it, and whether it holds a number (right-aligned). */
export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  number?: boolean;
  /** Classes of the cell beyond `number`, by row (a negative amount, say). */
  className?: (item: T) => string | undefined;
}

/**
 * One page of a list as a table: the query's loading and error states, `empty` when the page has
 * no item, else a table of `columns` in a keyboard-scrollable region labelled `label` (a phone
 * scrolls it sideways, not the page), with `caption` for screen readers; then the pager `pager`
 * draws from the page's data.
 */
export function PagedTable<D, T>({
  query,
  what,
  label,
  caption,
  className,
  items,
  rowKey,
  columns,
  empty,
  pager,
}: {
  query: UseQueryResult<D>;
  what: string;
  label: string;
  caption: string;
  className?: string;
  items: (data: D) => readonly T[];
  rowKey: (item: T, at: number) => string;
  columns: readonly Column<T>[];
  empty: ReactNode;
  pager?: (data: D) => ReactNode;
}) {
  if (query.isPending) return <Loading what={what} />;
  if (query.isError) return <QueryError error={query.error} />;
  const rows = items(query.data);
  return (
    <>
      {rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <TableWrap label={label}>
          <table className={className}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column.header}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((item, at) => (
                <tr key={rowKey(item, at)}>
                  {columns.map((column) => (
                    <td key={column.header} className={cellClass(column, item)}>
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {pager?.(query.data)}
    </>
  );
}

function cellClass<T>(column: Column<T>, item: T): string | undefined {
  const classes = [column.number ? 'number' : undefined, column.className?.(item)].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}
