import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen: a named region in the tab order, so a keyboard
 * user can scroll it too.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled from the keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
