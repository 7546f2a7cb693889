import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone: a labelled region that takes keyboard focus, so
 * its hidden columns can be scrolled to without a pointer.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
