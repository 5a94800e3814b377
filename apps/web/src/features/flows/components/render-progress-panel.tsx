import { minutesText } from '@lectern/core';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import type { Render } from '../api/render-api';

/** "About 2 minutes remaining" style text from the server's estimate. */
export function etaText(seconds: number | null | undefined, percent = 0): string {
  if (percent >= 95) return 'Almost done';
  // A zero or missing estimate early on means the server has not measured the work yet.
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'Estimating time remaining…';
  if (seconds <= 5) return 'A few seconds remaining';
  if (seconds < 60) return `About ${Math.ceil(seconds / 5) * 5} seconds remaining`;
  return `About ${minutesText(Math.round(seconds / 60))} remaining`;
}

/** "Attempt 1 of 4 did not finish (reason). Trying again…" */
export function retryText(render: Pick<Render, 'attempt' | 'maxAttempts' | 'error'>): string {
  const attempt = render.attempt ? `Attempt ${render.attempt}${render.maxAttempts ? ` of ${render.maxAttempts}` : ''}` : 'An attempt';
  return `${attempt} did not finish${render.error ? ` (${render.error.replace(/[.\s]+$/, '')})` : ''}. Trying again…`;
}

interface RenderProgressPanelProps {
  render: Render | null;
  onCancel: () => void;
  cancelling: boolean;
  /** The estimate beside the bar; the avatar wizard uses the spec's avatar estimates (spec 001 §4). */
  estimate?: (percent: number, etaSeconds: number | null | undefined) => string;
}

/** Spec 001 §2 "Creating Your Video": the step text, a percent bar and an estimated time. */
const serverEstimate = (percent: number, etaSeconds: number | null | undefined) => etaText(etaSeconds, percent);

export function RenderProgressPanel({ render, onCancel, cancelling, estimate = serverEstimate }: RenderProgressPanelProps) {
  const percent = Math.max(0, Math.min(100, Math.round(render?.percent ?? 0)));
  const step = render?.step || (render?.status === 'queued' ? 'Waiting for a free renderer…' : 'Connecting…');
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 animate-pulse" fill="currentColor">
            <path d="M4 6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v2.5l3.3-2.2A1 1 0 0 1 21 7.1v9.8a1 1 0 0 1-1.7.8L16 15.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Z" />
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-ink">Creating Your Video</h3>
          <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {step}
          </p>
          {render?.retrying && (
            // A failed attempt the queue runs again is not the end (decision 127): say so, not "failed".
            <p role="status" className="mt-2 rounded-lg bg-warning-soft px-3 py-2 text-sm font-medium text-warning">
              {retryText(render)}
            </p>
          )}
        </div>
      </div>
      <div className="mt-6">
        <div className="flex justify-between text-sm">
          <span className="font-medium text-ink">{percent}%</span>
          <span className="text-ink-muted">{estimate(percent, render?.etaSeconds)}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Video generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% – ${step}`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-surface ring-1 ring-line"
        >
          <div className="h-full rounded-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className="mt-4 text-xs text-ink-subtle">You can leave this page: the video keeps rendering and this progress comes back when you return.</p>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onCancel} busy={cancelling} busyLabel="Cancelling...">
          Cancel
        </Button>
      </div>
    </Card>
  );
}
