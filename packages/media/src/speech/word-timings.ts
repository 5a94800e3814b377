import type { WordTiming } from './speech-types.ts';

/**
 * Word timings for providers that return audio only: the duration is shared out by word length,
 * with extra weight after punctuation where speakers pause. Good enough for captions and
 * highlighting; the local engine measures real timings instead.
 */
export function estimateWordTimings(text: string, durationSeconds: number): WordTiming[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length || durationSeconds <= 0) return [];
  const weights = words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').length + 1 + (/[.!?;:]$/.test(w) ? 4 : /,$/.test(w) ? 2 : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  const totalMs = durationSeconds * 1000;
  let at = 0;
  return words.map((text, i) => {
    const share = ((weights[i] ?? 0) / total) * totalMs;
    const startMs = Math.round(at);
    at += share;
    return { text, startMs, endMs: Math.round(at) };
  });
}
