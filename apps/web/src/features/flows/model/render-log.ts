import type { Render } from '../api/render-api';

/** One line of the generation log box (spec 001 §2 template flow final step). */
export interface RenderLogEntry {
  /** What the line records, so a state seen twice (a poll, a reconnect) is written once. */
  key: string;
  at: string;
  text: string;
  tone: 'info' | 'success' | 'warning' | 'error';
}

const at = (iso: string | null | undefined, now: Date) => iso ?? now.toISOString();

/**
 * Adds what a new render state says to the log: the request, the start, each step, each retry
 * and the end, each once, with its time (the server's where it has one). Spec 001 §8 log lines:
 * "Video generation failed: {msg}".
 */
export function nextRenderLog(log: readonly RenderLogEntry[], render: Render, now: Date): RenderLogEntry[] {
  const next = [...log];
  const add = (entry: RenderLogEntry) => {
    if (!next.some((e) => e.key === entry.key)) next.push(entry);
  };
  const attempt = render.attempt ?? 0;
  if (render.createdAt) add({ key: 'requested', at: render.createdAt, text: 'Video generation requested', tone: 'info' });
  if (render.startedAt && attempt <= 1) add({ key: 'started', at: render.startedAt, text: 'Rendering started', tone: 'info' });
  if (render.retrying) {
    const of = render.maxAttempts ? ` of ${render.maxAttempts}` : '';
    add({
      key: `retry:${attempt}`,
      at: now.toISOString(),
      text: `Attempt ${attempt}${of} failed${render.error ? `: ${render.error}` : ''}. Trying again…`,
      tone: 'warning',
    });
    return next;
  }
  if (render.status === 'completed') {
    add({ key: 'end', at: at(render.finishedAt, now), text: 'Your video is ready', tone: 'success' });
    return next;
  }
  if (render.status === 'failed') {
    add({ key: 'end', at: at(render.finishedAt, now), text: `Video generation failed: ${render.error || 'unknown error'}`, tone: 'error' });
    return next;
  }
  if (render.status === 'cancelled') {
    add({ key: 'end', at: at(render.finishedAt, now), text: 'Video generation cancelled', tone: 'info' });
    return next;
  }
  if (render.step && render.status === 'running') add({ key: `step:${attempt}:${render.step}`, at: now.toISOString(), text: render.step, tone: 'info' });
  return next;
}

/** The time of a log line as the person's clock shows it, to the second. */
export const logTime = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};
