import { WIZARD_STEPS, type WizardStep } from '../model/wizard-state';

interface WizardStepperProps {
  current: WizardStep;
  furthest: WizardStep;
  locked: boolean;
  onSelect: (step: WizardStep) => void;
  /** The wizard's step names: five without an avatar, six with one (spec 001 §2). */
  labels?: readonly string[];
}

const COLUMNS: Record<number, string> = { 5: 'grid-cols-5', 6: 'grid-cols-6' };

function StepMark({ step, state, locked }: { step: number; state: 'current' | 'reached' | 'ahead'; locked: boolean }) {
  const circle = {
    current: 'bg-brand text-white ring-4 ring-brand/15',
    reached: 'bg-brand-soft text-brand-ink',
    ahead: 'border border-line bg-card text-ink-subtle',
  }[state];
  return (
    <span className={`relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${circle}`}>
      {locked ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
            clipRule="evenodd"
          />
        </svg>
      ) : state === 'reached' ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
      ) : (
        step
      )}
    </span>
  );
}

/**
 * Spec 001 §2: steps already reached can be revisited by clicking them; when a final video
 * exists every step is locked (tooltip "Locked - Video Completed").
 */
export function WizardStepper({ current, furthest, locked, onSelect, labels = WIZARD_STEPS }: WizardStepperProps) {
  return (
    <nav aria-label="Video creation steps">
      <ol className={`grid ${COLUMNS[labels.length] ?? 'grid-cols-5'}`}>
        {labels.map((label, i) => {
          const step = (i + 1) as WizardStep;
          const isCurrent = step === current;
          const reachable = step <= furthest && !locked && !isCurrent;
          const state = isCurrent ? 'current' : step <= furthest ? 'reached' : 'ahead';
          return (
            <li key={label} className="relative flex justify-center">
              {step > 1 && <span aria-hidden="true" className={`absolute top-5 right-1/2 left-[-50%] h-0.5 ${step <= furthest ? 'bg-brand/40' : 'bg-line'}`} />}
              <button
                type="button"
                onClick={() => reachable && onSelect(step)}
                disabled={!reachable && !isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${step}: ${label}${locked ? ' (Locked - Video Completed)' : ''}`}
                title={locked ? 'Locked - Video Completed' : undefined}
                className={`flex min-w-0 flex-col items-center gap-1.5 rounded-lg px-1 py-1 disabled:cursor-not-allowed ${reachable ? 'hover:bg-brand-soft' : ''} ${isCurrent ? 'cursor-default' : ''}`}
              >
                <StepMark step={step} state={state} locked={locked} />
                <span
                  aria-hidden="true"
                  className={`hidden text-center text-xs leading-tight font-medium sm:block ${isCurrent ? 'text-ink' : 'text-ink-muted'}`}
                >
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-center text-sm font-medium text-ink sm:hidden">
        Step {current} of {labels.length}: {labels[current - 1]}
      </p>
    </nav>
  );
}
