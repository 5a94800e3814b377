/**
 * A captioned percent bar: the caption and the rounded percent above, the bar below. Used for a
 * project's progress and for allowance usage, so both read and announce the same way.
 */
export function ProgressMeter({
  caption,
  label,
  percent,
  barClassName = 'bg-brand',
}: {
  caption: string;
  label: string;
  percent: number;
  barClassName?: string;
}) {
  return (
    <div>
      <div className="flex justify-between text-xs">
        <span className="text-ink-subtle">{caption}</span>
        <span className="font-semibold text-ink">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-line"
      >
        <div className={`h-full rounded-full ${barClassName}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
