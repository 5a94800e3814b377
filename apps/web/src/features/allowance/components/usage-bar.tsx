/** A labelled percent-used bar for one kind of minutes (spec 000 §2 profile card). */
export function UsageBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.round(percent);
  const tone = value >= 90 ? 'bg-danger' : value >= 70 ? 'bg-warning' : 'bg-brand';
  return (
    <div>
      <div className="flex justify-between text-xs">
        <span className="text-ink-subtle">Used</span>
        <span className="font-semibold text-ink">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-line"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
