import { USE_CASES } from '../content/use-cases';
import { LandingIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

export function UseCasesSection() {
  return (
    <section id="use-cases" aria-labelledby="use-cases-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="use-cases-title" eyebrow="Use cases" title="Built for people who explain things">
          If you teach, train, onboard or demo, you already have the material. Lectern turns it into video without a camera, a studio or an editing timeline.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map((useCase) => (
            <li key={useCase.title} className="rounded-card border border-line bg-card p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <LandingIcon name={useCase.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{useCase.title}</h3>
              <p className="text-sm font-medium text-ink-subtle">{useCase.audience}</p>
              <p className="mt-3 text-sm leading-relaxed text-ink-muted">{useCase.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
