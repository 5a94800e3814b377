import { THEMES } from '@lectern/core';
import { FEATURES, INPUT_FORMATS, OUTPUT_FORMATS } from '../content/features';
import { LandingIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-card py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="From the files you have to the video you need">
          Lectern reads your material, proposes an outline, writes the narration and renders the video. You review and edit every step.
        </SectionHeading>

        <div className="mt-14 grid items-stretch gap-4 lg:grid-cols-[1fr_auto_1fr]">
          <FormatPanel title="Bring any of these" formats={INPUT_FORMATS} columns={2} />
          <div aria-hidden="true" className="flex items-center justify-center text-brand">
            <span className="flex h-12 w-12 rotate-90 items-center justify-center rounded-full bg-brand-soft lg:rotate-0">
              <LandingIcon name="arrow-right" className="h-6 w-6" />
            </span>
          </div>
          <FormatPanel title="Get these out" formats={OUTPUT_FORMATS} columns={1} />
        </div>

        <ul className="mt-16 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand text-white shadow-sm">
                <LandingIcon name={feature.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.description}</p>
              {feature.icon === 'palette' && <ThemeSwatches />}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FormatPanel({ title, formats, columns }: { title: string; formats: readonly { label: string; detail: string }[]; columns: 1 | 2 }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">{title}</h3>
      <ul className={`mt-4 grid gap-2 sm:gap-3 ${columns === 2 ? 'grid-cols-2' : ''}`}>
        {formats.map((format) => (
          <li key={format.label} className="flex items-start gap-3 rounded-lg bg-card p-3 shadow-sm ring-1 ring-line">
            <LandingIcon name="check" className="mt-0.5 hidden h-5 w-5 shrink-0 text-brand sm:block" />
            <span>
              <span className="block text-sm font-semibold text-ink">{format.label}</span>
              <span className="block text-xs text-ink-muted">{format.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ThemeSwatches() {
  return (
    <ul aria-label="Slide themes" className="mt-4 grid w-max grid-cols-6 gap-1.5">
      {THEMES.map((theme) => (
        <li
          key={theme.id}
          title={theme.name}
          className="h-6 w-6 rounded-md ring-1 ring-black/5"
          style={{ backgroundImage: `linear-gradient(to bottom right, ${theme.gradientStart}, ${theme.gradientEnd})` }}
        >
          <span className="sr-only">{theme.name}</span>
        </li>
      ))}
    </ul>
  );
}
