import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  badge?: ReactNode;
}

export const adminTabId = (id: string) => `admin-tab-${id}`;
export const adminPanelId = (id: string) => `admin-panel-${id}`;

/** An accessible tablist: arrow keys, Home and End move between tabs. */
export function AdminTabs<T extends string>({ tabs, active, onChange }: { tabs: readonly TabItem<T>[]; active: T; onChange: (id: T) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === active);
    const last = tabs.length - 1;
    const keys: Record<string, number> = { ArrowRight: (index + 1) % tabs.length, ArrowLeft: (index + last) % tabs.length, Home: 0, End: last };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    <div role="tablist" aria-label="Admin sections" className="flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[tab.id] = node;
            }}
            id={adminTabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={adminPanelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px inline-flex flex-1 items-center justify-center gap-2 border-b-2 px-2 py-2.5 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-3 sm:whitespace-nowrap ${
              selected ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink'
            }`}
          >
            {tab.label}
            {tab.badge}
          </button>
        );
      })}
    </div>
  );
}
