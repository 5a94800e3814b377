import { ButtonLink } from '@/components/button';
import { SIGNUP_PATH } from '../content/navigation';
import { PRICING_PLANS, type PricingPlan } from '../content/pricing';
import { LandingIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

/** Spec 000 §2: pricing shows the free trial and a get-in-touch offer; both lead to /signup. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Start free, grow when you are ready">
          Try everything without a credit card. When your team needs more minutes or its own deployment, we will shape a plan around it.
        </SectionHeading>
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-card border bg-card p-7 shadow-sm sm:p-8 ${plan.highlighted ? 'border-brand ring-2 ring-brand' : 'border-line'}`}
    >
      {plan.highlighted && <span className="absolute -top-3 left-7 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white">Start here</span>}
      <h3 id={titleId} className="text-lg font-semibold text-ink">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{plan.description}</p>
      <p className="mt-6 text-4xl font-extrabold tracking-tight text-ink">{plan.price}</p>
      <p className="mt-1 text-sm font-medium text-ink-subtle">{plan.priceNote}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.includes.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm text-ink">
            <LandingIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
      <ButtonLink to={SIGNUP_PATH} size="lg" variant={plan.highlighted ? 'primary' : 'secondary'} className="mt-8 w-full">
        {plan.cta}
      </ButtonLink>
    </article>
  );
}
