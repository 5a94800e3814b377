import { type HTMLAttributes, type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** Shown after the label: a count, a "new" marker… Part of the tab's name unless hidden. */
  badge?: ReactNode;
  /** The tab's name when label and badge do not read well together, e.g. "Draft (2)". */
  accessibleName?: string;
}

/** Ids tying each tab to its panel, unique per tab group on the page. */
export const tabId = (group: string, id: string) => `${group}-tab-${id}`;
export const tabPanelId = (group: string, id: string) => `${group}-panel-${id}`;

const styles = {
  /** Page sections: tabs on a rule, the active one underlined. */
  underline: {
    list: 'flex gap-1 overflow-x-auto border-b border-line',
    tab: '-mb-px flex-1 gap-2 border-b-2 px-2 py-2.5 text-center leading-tight sm:flex-none sm:px-3 sm:whitespace-nowrap',
    selected: 'border-brand text-brand',
    idle: 'border-transparent text-ink-muted hover:text-ink',
  },
  /** Filters: a segmented control, the active segment raised. */
  segmented: {
    list: 'flex gap-1 overflow-x-auto rounded-lg bg-surface p-1 ring-1 ring-line',
    tab: 'flex-1 shrink-0 gap-1.5 rounded-md px-2 py-1.5 whitespace-nowrap sm:gap-2 sm:px-3 md:flex-none',
    selected: 'bg-card text-ink shadow-sm',
    idle: 'text-ink-muted hover:text-ink',
  },
} as const;

/**
 * An accessible tablist (WAI-ARIA tabs, automatic activation): one tab in the Tab order, arrow
 * keys move and select, Home and End jump to the first and last tab.
 */
export function Tabs<T extends string>({
  group,
  label,
  tabs,
  active,
  onChange,
  variant = 'underline',
  className = '',
}: {
  group: string;
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  variant?: keyof typeof styles;
  className?: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const style = styles[variant];
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
    <div role="tablist" aria-label={label} className={`${style.list} ${className}`}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[tab.id] = node;
            }}
            id={tabId(group, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-label={tab.accessibleName}
            aria-controls={tabPanelId(group, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`group inline-flex items-center justify-center text-sm font-semibold transition-colors ${style.tab} ${selected ? style.selected : style.idle}`}
          >
            {tab.label}
            {tab.badge}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the active tab, named by it. */
export function TabPanel({ group, active, ...rest }: { group: string; active: string } & HTMLAttributes<HTMLDivElement>) {
  return <div role="tabpanel" id={tabPanelId(group, active)} aria-labelledby={tabId(group, active)} {...rest} />;
}

/** A count pill after a tab's label, highlighted on the active tab; the tab's name carries the number. */
export function TabCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="rounded-full bg-line px-1.5 py-0.5 text-xs text-ink-muted group-aria-selected:bg-brand-soft group-aria-selected:text-brand-ink sm:px-2"
    >
      {count}
    </span>
  );
}
