import { ProgressMeter } from '@/components/progress-meter';

/** A labelled percent-used bar for one kind of minutes (spec 000 §2 profile card). */
export function UsageBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.round(percent);
  const tone = value >= 90 ? 'bg-danger' : value >= 70 ? 'bg-warning' : 'bg-brand';
  return <ProgressMeter caption="Used" label={label} percent={value} barClassName={tone} />;
}
