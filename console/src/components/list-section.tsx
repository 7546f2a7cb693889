import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from './forms.js';
import { TableWrap } from './table-wrap.js';

/** A table in a keyboard-scrollable region: a header row of `columns`, then one `row` an item. */
export function DataTable<T>({ label, columns, items, row }: { label: string; columns: readonly string[]; items: readonly T[]; row: (item: T) => ReactNode }) {
  return (
    <TableWrap label={label}>
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
        <tbody>{items.map((item) => row(item))}</tbody>
      </table>
    </TableWrap>
  );
}

/**
 * A titled list: a section headed `title`, the query's loading, error and empty states, else a
 * table (labelled `label`) of one `row` an item; `before` comes under the heading, `children`
 * after the table (a pager, say).
 */
export function ListSection<D, T>({
  id,
  title,
  query,
  what,
  empty,
  items,
  label,
  columns,
  row,
  before,
  children,
}: {
  id: string;
  title: ReactNode;
  query: UseQueryResult<D>;
  what: string;
  empty: ReactNode;
  items: (data: D) => readonly T[];
  label: string;
  columns: readonly string[];
  row: (item: T) => ReactNode;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {before}
      <QueryView query={query} what={what} empty={empty} isEmpty={(data) => items(data).length === 0}>
        {(data) => <DataTable label={label} columns={columns} items={items(data)} row={row} />}
      </QueryView>
      {children}
    </section>
  );
}
