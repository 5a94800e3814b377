import { ANSWER_MARK, QUESTION_MARK } from '../../../documents/tree/question-answer';
import { leansOnEarlierSentence } from '../../nlp';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { unsayable } from '../../point-checks/sayable-line';
import { termsOf } from '../analysis/terms-of';
import { isAboutTheDocument } from '../outline/about-the-document';
import { DANGLING_END, stripTrailingPunctuation } from '../text-shaping';
import { fullSentenceOf, quizAnswer } from './point-sentences';
import type { SlideDraft, VideoScript } from './script-state';
import { plainText, slideSectionText } from './section-text';
import { sentenceKey } from './spoken-text';
import { isNounPhrase } from './whole-point';

const lastWord = (text: string) => (stripTrailingPunctuation(text).split(/\s+/).pop() ?? '').toLowerCase();
/** A footnote's definition, as Markdown writes it. */
const FOOTNOTE = /^\s*\[\^?[\w-]+\]:/;

/**
 * A sentence of the source that is said by no one (decisions 207 and 214): code, a marked question or
 * answer alone (the pair is said as one, `question-answer.ts`), a lead-in, a pointer elsewhere.
 */
const unsaid = (text: string) => looksLikeCode(text) || QUESTION_MARK.test(text) || ANSWER_MARK.test(text) || unsayable(text);

/**
 * The source's own sentences that explain the slide, each said once in the video. Decision 190:
 * each is woven in right after the point it belongs to — the nearest point before it in the same
 * section of the source (before the first point when it comes ahead of them all) — so a reason,
 * condition, example or figure is said with its point, not after all of them; a sentence of
 * another section is said after the points, as before. The sentence that follows a
 * point in the source explains it first; a sentence that leans on the one before it ("Instead, …",
 * "It pays…") is said only right after that sentence.
 */
export function supportPieces(v: VideoScript, d: SlideDraft): void {
  const { facts, req, pointKeys, othersPoints, given } = v;
  const { slide, i, isFirst, points, candidates } = d;
  const sentences = facts.support.sentences;
  // The source's own sentences that share this slide's terms, each said once in the video.
  const slideTerms = new Set(termsOf([slide.title, slide.description ?? '', ...points].join(' ')));
  // The sections the slide's points come from: their other sentences explain the slide first.
  const pointKeysHere = [...(pointKeys[i] ?? [])];
  const ownSections = new Set(sentences.filter((x) => pointKeysHere.some((k) => k && sentenceKey(x.text).startsWith(k))).map((x) => x.section));
  // Where each point stands in the source.
  const pointAt = points.map((p) => {
    const key = sentenceKey(fullSentenceOf(p, given));
    return key ? sentences.find((x) => sentenceKey(x.text).startsWith(key)) : undefined;
  });
  // Where the points' document sections are known, only their sentences explain the slide: a
  // sentence of a neighbouring or left-out section never is (issue 20 item 4).
  // A slide drawn from no section (the title, the closing recap) is explained by the sections the
  // video's slides come from: never by one the video leaves out and names as not covered.
  const documents = v.request.documents ?? [];
  const within =
    slideSectionText(slide.pointSources, documents) ??
    slideSectionText(
      v.slides.flatMap((s) => s.pointSources ?? []),
      documents,
    );
  if ((isFirst && req?.subject) || quizAnswer(slide)) return;
  // A Key Message another slide shows as its point (decision 199: a message not yet shown where it stands) says
  // only its message: that slide's section is that slide's to explain, so it is not left with its title alone.
  const message = slide.templateId === 'focus-quote' && !d.isLast ? sentenceKey(points[0] ?? '') : '';
  if (message && [...othersPoints(i)].some((k) => k === message || k.startsWith(`${message} `))) return;
  // Another slide's point, in full or as the start of the sentence it was said as ("Install it as root" of "Install it as root: $ sudo …").
  const others = [...othersPoints(i)];
  const isOthersPoint = (key: string) => !!key && others.some((k) => k === key || k.startsWith(`${key} `));
  sentences
    .filter((s) => within === null || within.includes(` ${plainText(s.text)} `))
    .map((s) => {
      // The point it follows in its section, nearest first. A sentence of another section is said after the points.
      const before = pointAt
        .map((x, k) => ({ x, k }))
        .filter(({ x }) => x && x.section === s.section && x.index < s.index)
        .sort((a, b) => (b.x?.index ?? 0) - (a.x?.index ?? 0))[0];
      // A sentence ahead of the slide's points in its section is said before the first of them that follows it.
      const ahead = before ? undefined : pointAt.findIndex((x) => x && x.section === s.section && x.index > s.index);
      const anchor = before?.k ?? (ahead !== undefined && ahead >= 0 ? ahead - 0.5 : undefined);
      const follows = !!before && before.x?.index === s.index - 1;
      const overlap = new Set(s.terms.filter((t) => slideTerms.has(t))).size + (ownSections.has(s.section) ? 10 : 0) + (follows ? 20 : 0);
      return { s, overlap, anchor, follows };
    })
    .filter((x) => x.overlap > 0 && x.s.words >= 4 && (!x.s.isListItem || ownSections.has(x.s.section)))
    // A footnote's definition ("[^1]: Guidance note WSO-9, …") is a reference for the reader, not a sentence to say; a line
    // that leads into a list ("By the end of this chapter you should be able to:") says nothing without it.
    .filter((x) => !FOOTNOTE.test(x.s.text) && !DANGLING_END.has(lastWord(x.s.text)))
    // Another slide's points stay for that slide: said here, they could not be said there. So do a deck's speaker notes (decision 185).
    .filter((x) => !isOthersPoint(sentenceKey(x.s.text)) && !v.noteKeys.has(sentenceKey(x.s.text)))
    // A sentence that needs the one before it is said only right after it.
    .filter((x) => x.follows || !leansOnEarlierSentence(x.s.text))
    // A noun phrase is left to the slide, as a point is (decision 199): "Pilot in 12 stores from January to March".
    .filter((x) => !isNounPhrase(x.s.text))
    // Text about the document itself ("In case you are reading this as a plain text file…") is no point, and is not said either (decision 203).
    .filter((x) => !isAboutTheDocument(x.s.text))
    // Code is never read aloud ("$ harbourline restore --job nightly-files …"): the rule points are held to (decision 207).
    // Nor is half of a question and its answer (the reader keeps the pair as one point), nor a lead-in whose code is not said ("To restore a folder to its original place, run:").
    .filter((x) => !unsaid(x.s.text))
    .sort((a, b) => b.overlap - a.overlap || b.s.score - a.s.score || a.s.index - b.s.index)
    .forEach((x) => {
      const at = x.anchor === undefined ? 5 + x.s.index / 1e6 : 2 + x.anchor / 10 + 0.01 + Math.min(x.s.index, 80_000) / 1e7;
      candidates.push({ text: x.s.text, at, kind: 'content', support: true });
    });
}
