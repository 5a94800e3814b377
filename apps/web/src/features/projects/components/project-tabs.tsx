import { type KeyboardEvent, useRef } from 'react';
import { PROJECT_TABS, type ProjectTab } from '../project-filters';

export const tabId = (tab: ProjectTab) => `projects-tab-${tab}`;
export const PANEL_ID = 'projects-tabpanel';

/** An accessible tablist (arrow keys, Home and End move between tabs) with a count on each tab. */
export function ProjectTabs({ active, counts, onChange }: { active: ProjectTab; counts: Record<ProjectTab, number>; onChange: (tab: ProjectTab) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PROJECT_TABS.findIndex((t) => t.id === active);
    const last = PROJECT_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PROJECT_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % PROJECT_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = PROJECT_TABS[next]?.id;
    if (!tab) return;
    event.preventDefault();
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div role="tablist" aria-label="Project status" className="flex w-full gap-1 overflow-x-auto rounded-lg bg-surface p-1 ring-1 ring-line md:w-auto">
      {PROJECT_TABS.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[tab.id] = node;
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-label={`${tab.label} (${counts[tab.id]})`}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`inline-flex flex-1 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 sm:gap-2 sm:px-3 md:flex-none text-sm font-semibold whitespace-nowrap transition-colors ${
              selected ? 'bg-card text-ink shadow-sm' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {tab.label}
            <span
              aria-hidden="true"
              className={`rounded-full px-1.5 py-0.5 text-xs sm:px-2 ${selected ? 'bg-brand-soft text-brand-ink' : 'bg-line text-ink-muted'}`}
            >
              {counts[tab.id]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
