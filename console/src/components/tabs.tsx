import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface Tab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home, End) move between tabs,
 * only the chosen panel is rendered (so only its data is fetched).
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const base = useId();
  const [chosen, setChosen] = useState(tabs[0]?.id ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === chosen),
  );
  const move = (event: KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + tabs.length) % tabs.length;
    setChosen(tabs[next]?.id ?? chosen);
    buttons.current[next]?.focus();
  };
  const current = tabs[index];
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} tabIndex={-1} onKeyDown={move}>
        {tabs.map((tab, at) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[at] = button;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}-tab`} className="tab-panel">
          {current.render()}
        </div>
      )}
    </div>
  );
}
