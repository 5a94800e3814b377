import { MAX_SESSION_TOPICS } from './chat-constants';
import { CHAT_STOP_WORDS } from './chat-stop-words';

/** Lower-case words of a question, letters and digits only (apostrophes kept inside words). */
export function questionWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []
  ).map((w) => w.replace(/’/g, "'"));
}

/**
 * Spec 000 §9: "up to 5 topics kept from words longer than 3 letters excluding stop words".
 * Topics are ranked by how often the session's questions used them (ties: first asked first).
 */
export function extractTopics(questions: readonly string[], limit = MAX_SESSION_TOPICS): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  let order = 0;
  for (const q of questions) {
    for (const w of questionWords(q)) {
      if (w.length <= 3 || CHAT_STOP_WORDS.has(w) || /^\d+$/.test(w)) continue;
      const seen = counts.get(w);
      if (seen) seen.n += 1;
      else counts.set(w, { n: 1, first: order++ });
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, Math.max(0, limit))
    .map(([w]) => w);
}

/** Spec 000 §3 "Chat session" analytics: session_duration in whole minutes. */
export function sessionDurationMinutes(createdAt: Date | string, endedAt: Date | string): number {
  const ms = new Date(endedAt).getTime() - new Date(createdAt).getTime();
  return Math.max(0, Math.round(ms / 60_000));
}
