import { type KeyboardEvent, useRef, useState } from 'react';
import { FAQ_ENTRIES } from '../content/faq';
import { LandingIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

/**
 * Spec 000 §2: an FAQ accordion of 5 questions. Follows the WAI-ARIA accordion pattern: each
 * question is a button (aria-expanded, aria-controls) inside a heading, each answer a labelled
 * region; Up/Down/Home/End move between questions.
 */
export function FaqSection() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = FAQ_ENTRIES.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 bg-card py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
        <div className="mt-12 divide-y divide-line rounded-card border border-line bg-card">
          {FAQ_ENTRIES.map((entry, index) => {
            const open = openIds.has(entry.id);
            const buttonId = `faq-question-${entry.id}`;
            const panelId = `faq-answer-${entry.id}`;
            return (
              <div key={entry.id}>
                <h3>
                  <button
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => toggle(entry.id)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-ink hover:text-brand sm:px-6"
                  >
                    {entry.question}
                    <LandingIcon name="chevron" className={`h-5 w-5 shrink-0 text-ink-subtle transition-transform ${open ? 'rotate-180 text-brand' : ''}`} />
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  hidden={!open}
                  className="px-5 pb-5 text-sm leading-relaxed text-ink-muted sm:px-6 sm:text-base"
                >
                  {entry.answer}
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
