import { ONBOARDING_STEP_COUNT, ONBOARDING_TITLES } from '@lectern/core';

/** "Step n of 5" with one segment per step (spec 000 §2 "Onboarding modal"). */
export function OnboardingProgress({ step }: { step: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${ONBOARDING_STEP_COUNT}`}
        className="flex flex-1 gap-1.5"
      >
        {ONBOARDING_TITLES.map((title, i) => (
          <span key={title} className={`h-1.5 flex-1 rounded-full transition-colors ${i < step ? 'bg-brand' : 'bg-line'}`} />
        ))}
      </div>
      <p className="shrink-0 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        Step {step} of {ONBOARDING_STEP_COUNT}
      </p>
    </div>
  );
}
