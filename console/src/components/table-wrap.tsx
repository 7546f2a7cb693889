import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A table in a labelled region that takes keyboard focus. On a phone the table becomes stacked
 * cards (styles.css): each cell is labelled here with its column's heading, so a card names every
 * value, whatever the page put in its rows.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const table = region.current?.querySelector('table');
    if (!table) return;
    const headings = [...table.querySelectorAll('thead th')].map((heading) => heading.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, at) => {
        const heading = headings[at];
        if (heading) cell.setAttribute('data-label', heading);
        else cell.removeAttribute('data-label');
      });
    }
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0} ref={region}>
      {children}
    </section>
  );
}
