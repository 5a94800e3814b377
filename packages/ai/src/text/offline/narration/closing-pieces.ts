import { hasMainVerb, leansOnEarlierSentence } from '../../nlp';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { termsOf } from '../analysis/terms-of';
import { isAboutTheDocument } from '../outline/about-the-document';
import { stripTrailingPunctuation } from '../text-shaping';
import { saidBefore } from './message-recall';
import type { SlideDraft, VideoScript } from './script-state';
import { sentenceKey } from './spoken-text';
import { isNounPhrase } from './whole-point';

/** The closing slide's line on what the plan left out (write-outline.ts `leftOutNote`, decision 178). */
const LEFT_OUT = /^Not covered here: (.+?)(?: — see (.+?))?\.?$/;
const LEFT_OUT_SENTENCE = /\s*Not covered here: [^.]+(?:\.|$)/;
const IN_LIST = /\bnot covered here:/i;

/**
 * What the closing says about the sections the video had no room for (issue 20 item 2, decision 212):
 * the slide shows "Not covered here: Restoring Files and Logs — see the Admin Manual."; the voice
 * says it as a trainer would, "The Admin Manual also covers restoring files and logs." Null when the
 * slide names nothing left out.
 */
export function leftOutLine(lines: string[], said: (title: string) => string, documentNoun: string): string | null {
  for (const line of lines) {
    const m = LEFT_OUT.exec(stripTrailingPunctuation(line.trim()));
    if (!m) continue;
    const items = said(m[1] as string);
    const where = m[2] ? m[2].replace(/^the\s/, 'The ') : documentNoun;
    return `${where.charAt(0).toUpperCase()}${where.slice(1)} also covers ${items}.`;
  }
  return null;
}

/**
 * A sentence that tells the viewer what to do next, or where to turn: who to contact, what to read,
 * where to ask. It is the source's own, so the close says something the viewer can act on.
 */
const NEXT_STEP =
  /\b(?:contact|get in touch|ask (?:your|the|a)|speak to|talk to|write to|e-?mail (?:us|the|your)|call (?:us|the|your)|visit|for (?:more|further) (?:information|details|help)|questions?\b.*\b(?:to|with)\b|help ?desk|service desk)\b/i;

/** A sentence of the source the close may say on its own: whole, standing alone, no code, not about the document (a lead-in or a pointer elsewhere is left out for every line, `sayableLine`). */
export const standsAlone = (text: string) =>
  hasMainVerb(text) && !leansOnEarlierSentence(text) && !isAboutTheDocument(text) && !looksLikeCode(text) && !isNounPhrase(text);

/**
 * The closing's own content (decision 212): it fills its time with what the viewer has not heard —
 * what the video left out, then the source's next step (a contact, a place to read on) that no slide
 * said. Both are candidates ahead of the section's other sentences (support-pieces.ts); the recap of
 * topics already named is not said again (topics-recap.ts `topicsNotNamed`).
 */
export function closingPieces(v: VideoScript, d: SlideDraft): void {
  if (!d.isLast || v.steps.length >= 2) return;
  // "To conclude, let's bring the main points on <a long title> together" says the opener's title a second time: the
  // close opens on what it adds instead (the viewer sees the closing slide's title).
  const conclusion = v.phrases.conclusion(v.facts.subjectNoun);
  const subject = termsOf(v.facts.subjectNoun);
  // (a long title, five words or more, said whole before: the line would be mostly that title again)
  const titleAgain = subject.length >= 5 && v.videoSaid.some((k) => subject.every((t) => k.includes(t)));
  if (titleAgain || (subject.length >= 3 && saidBefore(conclusion, v.used, v.videoSaid)))
    d.candidates.splice(0, d.candidates.length, ...d.candidates.filter((c) => c.text !== conclusion));
  // The slide's "Not covered here: …" line is said once, as the sentence below, never read out as the slide shows it,
  // nor as the last item of the slide's list ("Before and after the training and not covered here: …").
  for (const c of d.candidates) if (c.recap && LEFT_OUT_SENTENCE.test(c.text)) c.text = c.text.replace(LEFT_OUT_SENTENCE, '').trim();
  const kept = d.candidates.filter((c) => c.text && !(c.recap && IN_LIST.test(c.text)));
  d.candidates.splice(0, d.candidates.length, ...kept);
  const lines = [...(d.slide.keyPoints ?? []), ...(d.slide.description ?? '').split(/(?<=\.)\s+(?=Not covered here:)/)];
  const noun = v.request.documents?.length ? 'The full document' : 'The full text';
  const left = leftOutLine(lines, v.said, noun);
  if (left) {
    d.candidates.push({ text: left, at: 2.5, kind: 'content', whole: true, recap: true });
    // What those sections say first: the best of their own sentences, one a section, in the document's order (issue 20 item 2).
    leftOutSentences(v, lines).forEach((text, k) => {
      d.candidates.push({ text, at: 2.6 + k / 100, kind: 'content' });
    });
  }
  const next = v.facts.support.sentences
    .filter((s) => !v.saidFacts.has(s.index) && !v.used.has(sentenceKey(s.text)) && s.words >= 5 && s.words <= 35 && NEXT_STEP.test(s.text))
    .filter((s) => standsAlone(s.text))
    .sort((a, b) => b.score - a.score || a.index - b.index)[0];
  if (next) d.candidates.push({ text: next.text, at: 4, kind: 'content' });
}

/** The best sentence of each section the slide's "Not covered here" line names (at most two), none said yet. */
function leftOutSentences(v: VideoScript, lines: string[]): string[] {
  const note = lines.map((l) => LEFT_OUT.exec(stripTrailingPunctuation(l.trim()))?.[1]).find(Boolean);
  if (!note) return [];
  const named = ` ${sentenceKey(note)} `;
  return v.facts.support.sections
    .filter((sec) => sec.heading && named.includes(` ${sentenceKey(sec.heading)} `))
    .flatMap((sec) =>
      sec.sentences
        .filter((x) => !v.saidFacts.has(x.index) && !v.used.has(sentenceKey(x.text)) && x.words >= 5 && x.words <= 35 && standsAlone(x.text))
        .sort((a, b) => b.score - a.score)
        .slice(0, 1),
    )
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.text);
}
