import { Card } from '@/components/card';
import { logTime, type RenderLogEntry } from '../model/render-log';

const TONE: Record<RenderLogEntry['tone'], string> = {
  info: 'text-ink',
  success: 'text-success font-semibold',
  warning: 'text-warning font-semibold',
  error: 'text-danger font-semibold',
};

/** Spec 001 §2 template flow final step: the log box, what happened step by step with times. */
export function RenderLogBox({ entries }: { entries: readonly RenderLogEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card className="p-4 sm:p-5">
      <h3 id="render-log-heading" className="text-sm font-semibold text-ink">
        Log
      </h3>
      <ol
        role="log"
        aria-labelledby="render-log-heading"
        aria-live="polite"
        className="mt-3 max-h-56 space-y-1 overflow-y-auto rounded-lg bg-surface p-3 font-mono text-xs"
      >
        {entries.map((e) => (
          <li key={e.key} className="flex gap-3">
            <time dateTime={e.at} className="shrink-0 text-ink-subtle tabular-nums">
              {logTime(e.at)}
            </time>
            <span className={`min-w-0 break-words ${TONE[e.tone]}`}>{e.text}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
