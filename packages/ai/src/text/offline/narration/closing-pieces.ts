import { hasMainVerb, leansOnEarlierSentence } from '../../nlp';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { unsayable } from '../../point-checks/sayable-line';
import { termsOf } from '../analysis/terms-of';
import { isAboutTheDocument } from '../outline/about-the-document';
import { stripTrailingPunctuation } from '../text-shaping';
import { saidBefore } from './message-recall';
import type { SlideDraft, VideoScript } from './script-state';
import { sentence, sentenceKey } from './spoken-text';
import { isNounPhrase } from './whole-point';

/**
 * The closing slide's line on what the plan left out (outline/left-out-note.ts, decisions 178, 216):
 * "More in the Benefits Guide: Travel Insurance and Gifts.", or as slides written before showed it
 * (and a user may keep), "Not covered here: Travel Insurance and Gifts — see the Benefits Guide.".
 */
const LEFT_OUT = /^(?:Not covered here: (.+?)(?: — see (.+?))?|(?:More|Also) in (.+?): (.+?))\.?$/;
const LEFT_OUT_SENTENCE = /\s*(?:Not covered here|(?:More|Also) in [^.:]+): [^.]+(?:\.|$)/;
const IN_LIST = /\b(?:not covered here|(?:more|also) in [^.:]+):/i;
/** The items and the place a left-out line names, in either form. */
const leftOutParts = (line: string): { items: string; where: string | null } | null => {
  const m = LEFT_OUT.exec(stripTrailingPunctuation(line.trim()));
  if (!m) return null;
  const where = m[2] ?? m[3] ?? null;
  return { items: (m[1] ?? m[4]) as string, where: where && !/^the full (?:text|document)$/i.test(where) ? where : null };
};

/**
 * What the closing says about the sections the video had no room for (issue 20 item 2, decision 212):
 * the slide shows "Not covered here: Restoring Files and Logs — see the Admin Manual."; the voice
 * says it as a trainer would, "The Admin Manual also covers restoring files and logs." Null when the
 * slide names nothing left out.
 */
export function leftOutLine(lines: string[], said: (title: string) => string, documentNoun: string): string | null {
  for (const line of lines) {
    const m = leftOutParts(line);
    if (!m) continue;
    const items = said(m.items);
    const where = m.where ? m.where.replace(/^the\s/, 'The ') : documentNoun;
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

/**
 * The source's next step the close shows and says (decision 216): a sentence of 5 to `maxWords` words
 * that tells the viewer whom to contact or where to ask, standing alone, not `taken` already; the best
 * scored, the earliest on a tie.
 */
export function nextStepSentence<S extends { index: number; text: string; words: number; score: number }>(
  sentences: S[],
  taken: (s: S) => boolean,
  maxWords = 35,
): S | undefined {
  return (
    sentences
      // (as the voice can say it: a pointer elsewhere, "see the User's Guide in /usr/share/doc/…", is said by no line, `sayableLine`)
      .filter((s) => !taken(s) && s.words >= 5 && s.words <= maxWords && NEXT_STEP.test(s.text) && standsAlone(s.text) && !unsayable(s.text))
      .sort((a, b) => b.score - a.score || a.index - b.index)[0]
  );
}

/** Whether a closing slide's item is the source's next step (`nextStepSentence`). */
const isNextStep = (item: string) => NEXT_STEP.test(item) && !leftOutParts(item);

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
  const lines = [...(d.slide.keyPoints ?? []), ...(d.slide.description ?? '').split(/(?<=\.)\s+(?=Not covered here:|(?:More|Also) in )/)];
  const noun = v.request.documents?.length ? 'The full document' : 'The full text';
  const left = leftOutLine(lines, v.said, noun);
  if (left) {
    // The slide shows it, so the voice says it (decision 216): it does not give way to other sentences.
    d.required.push({ text: left, at: 2.5, kind: 'content', whole: true, recap: true, keep: true });
    // What those sections say first: the best of their own sentences, one a section, in the document's order (issue 20 item 2).
    leftOutSentences(v, lines).forEach((text, k) => {
      d.candidates.push({ text, at: 2.6 + k / 100, kind: 'content' });
    });
  }
  // The next step the slide shows is said, whatever else gives way; a slide that shows none (a closing message) may still say one.
  const shownStep = (d.slide.keyPoints ?? []).find(isNextStep);
  if (shownStep) {
    d.required.push({ text: sentence(shownStep), at: 4, kind: 'content' });
    return;
  }
  const next = nextStepSentence(v.facts.support.sentences, (s) => v.saidFacts.has(s.index) || v.used.has(sentenceKey(s.text)));
  if (next) d.candidates.push({ text: next.text, at: 4, kind: 'content' });
}

/** The best sentence of each section the slide's "Not covered here" line names (at most two), none said yet. */
function leftOutSentences(v: VideoScript, lines: string[]): string[] {
  const note = lines.map((l) => leftOutParts(l)?.items).find(Boolean);
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
