import { WIZARD_STEPS, type WizardStep } from '../model/wizard-state';

interface WizardStepperProps {
  current: WizardStep;
  furthest: WizardStep;
  locked: boolean;
  onSelect: (step: WizardStep) => void;
}

/**
 * Spec 001 §2: steps already reached can be revisited by clicking them; when a final video
 * exists every step is locked (tooltip "Locked - Video Completed").
 */
export function WizardStepper({ current, furthest, locked, onSelect }: WizardStepperProps) {
  return (
    <nav aria-label="Video creation steps">
      <ol className="flex items-center gap-1 overflow-x-auto pb-1 sm:gap-2">
        {WIZARD_STEPS.map((label, i) => {
          const step = (i + 1) as WizardStep;
          const done = step < current || (locked && step <= furthest);
          const isCurrent = step === current;
          const reachable = step <= furthest && !locked && !isCurrent;
          const circle = isCurrent
            ? 'bg-brand text-white ring-4 ring-brand/20'
            : done || step <= furthest
              ? 'bg-brand-soft text-brand-ink'
              : 'bg-surface text-ink-subtle border border-line';
          return (
            <li key={label} className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2">
              <button
                type="button"
                onClick={() => reachable && onSelect(step)}
                disabled={!reachable && !isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${step}: ${label}${locked ? ' (Locked - Video Completed)' : ''}`}
                title={locked ? 'Locked - Video Completed' : undefined}
                className={`group flex min-w-0 items-center gap-2 rounded-lg p-1 text-left disabled:cursor-not-allowed ${reachable ? 'hover:bg-brand-soft' : ''} ${isCurrent ? 'cursor-default' : ''}`}
              >
                <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${circle}`}>
                  {locked ? (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                      <path fillRule="evenodd" d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z" clipRule="evenodd" />
                    </svg>
                  ) : done && !isCurrent ? (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
                    </svg>
                  ) : (
                    step
                  )}
                </span>
                <span aria-hidden="true" className={`hidden truncate text-sm font-medium md:inline ${isCurrent ? 'text-ink' : 'text-ink-muted'}`}>
                  {label}
                </span>
              </button>
              {step < WIZARD_STEPS.length && <span aria-hidden="true" className={`h-px min-w-3 flex-1 ${step < furthest ? 'bg-brand/40' : 'bg-line'}`} />}
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm font-medium text-ink md:hidden">
        Step {current} of {WIZARD_STEPS.length}: {WIZARD_STEPS[current - 1]}
      </p>
    </nav>
  );
}
