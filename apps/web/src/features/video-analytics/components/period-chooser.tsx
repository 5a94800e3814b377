import { useId } from 'react';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../model/analytics-period';

/** The period of the figures: a labelled group of radio buttons drawn as a segmented control. */
export function PeriodChooser({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0 flex-1 sm:flex-none">
      <legend className="sr-only">Period</legend>
      <div className="flex gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
        {ANALYTICS_PERIODS.map((days) => (
          <label key={days} className="relative flex-1">
            <input
              type="radio"
              name={name}
              className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
              checked={value === days}
              onChange={() => onChange(days)}
            />
            <span className="block whitespace-nowrap rounded-md px-3 py-1.5 text-center text-sm font-semibold text-ink-muted transition-colors hover:text-ink peer-checked:bg-card peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:outline-3 peer-focus-visible:outline-accent">
              {days} days
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
