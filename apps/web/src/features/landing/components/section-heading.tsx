import type { ReactNode } from 'react';

/** Eyebrow, h2 and lead paragraph shared by the landing sections; the h2 id labels the section. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{children}</p>}
    </div>
  );
}
