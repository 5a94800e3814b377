import { Card } from '@/components/card';

export interface Stat {
  term: string;
  value: string;
  hint?: string;
}

/** The admin dashboard's figures as a description list of cards: a label, the figure, an optional note. */
export function StatCards({ stats, className }: { stats: readonly Stat[]; className: string }) {
  return (
    <dl className={className}>
      {stats.map((t) => (
        <Card key={t.term} className="p-4">
          <dt className="text-xs font-medium text-ink-subtle">{t.term}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-ink">{t.value}</dd>
          {t.hint && <dd className="mt-0.5 text-xs text-ink-subtle">{t.hint}</dd>}
        </Card>
      ))}
    </dl>
  );
}
