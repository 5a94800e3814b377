import { spokenWords } from '@lectern/core';
import { termsOf } from '../analysis/terms-of';
import { countWords, shortenSentence } from '../text-shaping';
import type { Piece } from './piece';
import { sentence, sentenceKey } from './spoken-text';

/** The words of `text` that take about `length` average words to say (its own syllables a word). */
const wordsFor = (text: string, length: number) => Math.floor((length * countWords(text)) / Math.max(spokenWords(text), 1e-9));

/**
 * Fits a script to its word range. Required sentences stay (shortened only when they alone exceed
 * the maximum). Candidates are taken in priority order: content and framing while they fit the
 * budget (the voice's measured pace already counts its pauses, so the budget is the slide's
 * length: decision 150), past it only while the script is still short of the minimum; at most one
 * filler, only while short of the minimum. No sentence is said twice in the video (`used` spans
 * every script).
 */
export function assemble(...args: Parameters<typeof assemblePieces>): string {
  return assemblePieces(...args)
    .map((p) => p.text)
    .join(' ');
}

/** Lines of the video that only named what was coming (the agenda): they do not say a slide's point. */
const named = new WeakSet<string[]>();

/** The sentences `assemble` chooses, in the order they are said. */
export function assemblePieces(
  required: Piece[],
  candidates: Piece[],
  range: { budget: number; min: number; max: number },
  used: Set<string>,
  sparse = false,
  videoSaid: string[][] = [],
): Piece[] {
  const maxFillers = sparse ? 2 : 1;
  const local = new Set<string>();
  const fixed = required.map((p) => ({ ...p }));
  // Lengths in average words (core spokenWords, decision 176): what the voice will spend on them.
  const total = () => fixed.reduce((n, p) => n + spokenWords(p.text), 0) + chosen.reduce((n, p) => n + spokenWords(p.text), 0);
  const chosen: Piece[] = [];
  while (total() > range.max && fixed.length) {
    // The longest sentence gives way first; a sentence marked to keep only when nothing else is left.
    const weight = (p: Piece) => countWords(p.text) - (p.keep ? 1000 : 0);
    const longest = fixed.reduce((best, p, i) => (weight(p) > weight(fixed[best] as Piece) ? i : best), 0);
    const before = (fixed[longest] as Piece).text;
    const target = wordsFor(before, spokenWords(before) - (total() - range.max));
    const shorter = target < 2 ? before : sentence(shortenSentence(before, target, { keepConnector: true }));
    // A sentence with no clause to cut at is left out whole rather than cut mid-clause.
    if (target < 2 || countWords(shorter) >= countWords(before)) fixed.splice(longest, 1);
    else (fixed[longest] as Piece).text = shorter;
  }
  const said: Set<string>[] = fixed.filter((p) => !p.announces).map((p) => new Set(termsOf(p.text)));
  const repeats = (s: string, point = false) => {
    const terms = [...new Set(termsOf(s))];
    // A short line ("Next: desk.") does not make every sentence about its one word a repeat: it needs three terms to compare.
    if (
      terms.length > 0 &&
      said.some((known) => (known.size >= 3 || terms.length < 3) && terms.filter((t) => known.has(t)).length / Math.min(terms.length, known.size || 1) >= 0.8)
    )
      return true;
    // Issue rule "a sentence is said once per video": a sentence whose facts were all said on an earlier slide is not said again.
    // A slide's own point is said on its slide even when an earlier line only named it ("we will look at leaving by the nearest exit").
    const known = point ? videoSaid.filter((k) => !named.has(k)) : videoSaid;
    return terms.length >= 3 && known.some((k) => k.length >= 3 && terms.filter((t) => k.includes(t)).length / Math.min(terms.length, k.length) >= 0.85);
  };
  let fillers = 0;
  const groups = new Set<string>();
  // A second pass, only for a script still short after the first, takes the shortest lines about the video or a point (framing) that fit the maximum.
  const shortestFirst = candidates.filter((c) => c.kind === 'framing').sort((a, b) => spokenWords(a.text) - spokenWords(b.text));
  for (const pass of [0, 1])
    for (const candidate of pass === 0 ? candidates : shortestFirst) {
      if (pass === 1 && (total() >= range.min || candidate.kind !== 'framing')) continue;
      const now = total();
      if (candidate.kind === 'filler' && now >= range.min) continue;
      if (candidate.kind === 'filler' && fillers >= maxFillers) continue;
      if (candidate.group && groups.has(candidate.group)) continue;
      if (candidate.of && repeats(candidate.of)) continue;
      const counted = candidate.counts ? new RegExp(`\\b${candidate.counts}\\b`, 'i') : null;
      if (counted && [...fixed, ...chosen].some((p) => p.at < candidate.at && counted.test(p.text))) continue;
      const text = sentence(candidate.text);
      // Framing talks about the video, not the subject, so sharing the subject's words is not a repeat.
      // No line is said twice in a video (decision 179); a brief with almost no content may repeat only a filler across slides.
      const seen = sparse && candidate.kind === 'filler' ? local : used;
      if (
        !text ||
        seen.has(sentenceKey(text)) ||
        local.has(sentenceKey(text)) ||
        (candidate.kind !== 'framing' && !candidate.recap && repeats(text, !!candidate.point))
      )
        continue;
      const n = spokenWords(text);
      // Past the budget only while short of the minimum: content up to the maximum; a line about the video or a point's
      // prompt (long questions, decision 179) stays within the budget, and only on the second pass, shortest first, goes
      // past it, so the voice is not left to speed up or overrun.
      const framingCeiling = pass === 0 ? range.budget : range.max;
      const ceiling = now >= range.min ? range.budget : candidate.kind === 'content' ? range.max : framingCeiling;
      let accepted: string | null = null;
      if (now + n <= ceiling) accepted = text;
      else if (candidate.kind === 'content' && !candidate.whole && now < range.min && range.max - now >= 4) {
        const short = sentence(shortenSentence(text, wordsFor(text, range.max - now), { keepConnector: true }));
        if (countWords(short) >= 4 && now + spokenWords(short) <= range.max) accepted = short;
      }
      if (!accepted) continue;
      chosen.push({ ...candidate, text: accepted });
      local.add(sentenceKey(accepted));
      if (candidate.group) groups.add(candidate.group);
      said.push(new Set(termsOf(accepted)));
      if (candidate.kind === 'filler') fillers++;
    }
  const all = [...fixed, ...chosen].sort((a, b) => a.at - b.at);
  for (const p of all) used.add(sentenceKey(p.text));
  for (const p of all)
    if (p.kind === 'content') {
      const terms = [...new Set(termsOf(p.text))];
      videoSaid.push(terms);
      if (p.announces) named.add(terms);
    }
  return all;
}
