import { useState } from 'react';

/**
 * Paging over the API's cursors: the cursors of the pages seen so far, so Previous goes back
 * without the API paging backwards.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  return {
    cursor,
    page: cursors.length,
    next: (nextCursor: string) => setCursors([...cursors, nextCursor]),
    previous: () => setCursors(cursors.slice(0, -1)),
    reset: () => setCursors([undefined]),
  };
}

export function Pager({ pages, nextCursor, label }: { pages: ReturnType<typeof useCursorPages>; nextCursor: string | null | undefined; label: string }) {
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" className="secondary" disabled={pages.page === 1} onClick={pages.previous}>
        Previous page
      </button>
      <span>Page {pages.page}</span>
      <button type="button" className="secondary" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        Next page
      </button>
    </nav>
  );
}

/** Paging over the API's numbered pages ({paging: {total, pages}}), one page at a time. */
export function NumberedPager({
  page,
  pages,
  total,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" className="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      <button type="button" className="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
