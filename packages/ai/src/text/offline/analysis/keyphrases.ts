import { ABSTRACT_WORDS, GENERIC_WORDS } from '../stop-words';
import { isContentWord, normalizeApostrophes, stem } from './terms-of';
import type { Keyphrase, SourceSection, SourceSentence, TextAnalysis } from './text-analysis';

const ADVERB_EXCEPTIONS = new Set(['family', 'supply', 'apply', 'reply', 'italy', 'july', 'assembly', 'anomaly', 'rally', 'ally', 'bully', 'jelly', 'belly']);
const isAdverb = (token: string) => token.length > 4 && token.endsWith('ly') && !ADVERB_EXCEPTIONS.has(token);
/** Words of a request about the video itself ("create a short video that teaches…"): not the subject. */
const BRIEF_WORDS = new Set([
  'create',
  'creates',
  'video',
  'videos',
  'short',
  'teaches',
  'teach',
  'explains',
  'explain',
  'presentation',
  'microlearning',
  'viewers',
  'audience',
]);

/** Adjectives that never open a keyphrase ("same day", "safe place"). */
const GENERIC_ADJECTIVES = new Set(
  'same safe sure ready able aware careful quick fast slow certain whole own real various clear simple easy hard good bad right wrong short long little small big'.split(
    ' ',
  ),
);

/** Candidate phrases: runs of 1–3 content words not broken by stop words or punctuation. */
export function extractKeyphrases(sentences: SourceSentence[], sections: SourceSection[], weights: Map<string, number>, subject: string | null): Keyphrase[] {
  const found = new Map<string, { forms: Map<string, number>; count: number; terms: string[] }>();
  const add = (words: string[], boost: number) => {
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const slice = words.slice(i, i + n);
        const terms = slice.map((w) => stem(normalizeApostrophes(w.toLowerCase())));
        const key = terms.join(' ');
        const entry = found.get(key) ?? { forms: new Map(), count: 0, terms };
        entry.count += boost;
        const form = slice.join(' ');
        entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
        found.set(key, entry);
      }
    }
  };
  const scan = (text: string, boost: number, isHeading = false, isListItem = false) => {
    for (const fragment of text.split(/[.,;:!?()"“”[\]{}—–/]+|\s-\s/)) {
      let run: string[] = [];
      const words = fragment.split(/\s+/).filter(Boolean);
      // A list item opening on a verb ("File the report", "Stop"): the verb is not a topic.
      const imperative = isListItem && (words.length === 1 || /^(?:the|a|an|it|your|our|their|them|this|that|to|up|out|on|off|in)$/i.test(words[1] ?? ''));
      words.forEach((raw, i) => {
        const w = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        const token = normalizeApostrophes(w.toLowerCase());
        if (w && !(imperative && i === 0) && isContentWord(token) && !/'/.test(token) && !isAdverb(token) && !BRIEF_WORDS.has(token)) {
          // Keep a capitalised sentence opener lower-case unless it looks like a name elsewhere.
          run.push((i === 0 || isHeading) && /^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w);
        } else {
          if (run.length) add(run, boost);
          run = [];
        }
      });
      if (run.length) add(run, boost);
    }
  };
  for (const s of sentences) scan(s.text, 1, false, s.isListItem);
  for (const sec of sections) if (sec.heading) scan(sec.heading, 1.5, true);
  // The subject of a request ("report incidents") names the video even when the steps never repeat it.
  if (subject) scan(subject, 2, true);

  const phrases: Keyphrase[] = [];
  for (const entry of found.values()) {
    const n = entry.terms.length;
    if (n > 1 && entry.count < 2 && sentences.length > 6) continue; // one-off word runs are not phrases
    // "day", "staff", "safe" or "same day" are never a topic.
    if (entry.terms.every((t) => GENERIC_WORDS.has(t))) continue;
    if (n > 1 && GENERIC_ADJECTIVES.has(entry.terms[0] as string)) continue;
    const avg = entry.terms.reduce((s, t) => s + (weights.get(t) ?? 0), 0) / n;
    const abstractPenalty = entry.terms.every((t) => ABSTRACT_WORDS.has(t)) ? 0.4 : 1;
    const score = avg * entry.count ** 0.6 * (n === 1 ? 1 : n === 2 ? 1.5 : 1.6) * abstractPenalty;
    const phrase = [...entry.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    phrases.push({ phrase, score: Math.round(score * 10000) / 10000, count: entry.count, terms: entry.terms });
  }
  phrases.sort((a, b) => b.score - a.score || (a.phrase < b.phrase ? -1 : 1));
  return phrases.slice(0, 400);
}

/** The best phrases, skipping any phrase that overlaps a better one ("password" after "password manager"). */
export function distinctKeyphrases(phrases: Keyphrase[], limit: number): Keyphrase[] {
  const kept: Keyphrase[] = [];
  const overlaps = (a: Keyphrase, b: Keyphrase) => {
    const x = ` ${a.terms.join(' ')} `;
    const y = ` ${b.terms.join(' ')} `;
    return x.includes(y) || y.includes(x);
  };
  for (const p of phrases) {
    const clash = kept.findIndex((k) => overlaps(k, p));
    if (clash < 0) kept.push(p);
    // A frequent longer phrase is more telling than its single word ("phishing email" over "phishing").
    else if (
      p.terms.length > (kept[clash] as Keyphrase).terms.length &&
      p.score >= 0.45 * (kept[clash] as Keyphrase).score &&
      !kept.some((k, i) => i !== clash && overlaps(k, p))
    )
      kept[clash] = p;
  }
  return kept.slice(0, limit);
}

/** Keyphrases of a subset of sentences, ranked with the whole text's term weights. */
export function keyphrasesOf(sentences: SourceSentence[], analysis: TextAnalysis, limit = 5): Keyphrase[] {
  const terms = new Set(sentences.flatMap((s) => s.terms));
  return distinctKeyphrases(
    analysis.keyphrases.filter((k) => k.terms.every((t) => terms.has(t))),
    limit,
  );
}
