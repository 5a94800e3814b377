import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import { analyzeText } from '../analysis/analyze-text';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { termsOf } from '../analysis/terms-of';
import type { Keyphrase, TextAnalysis } from '../analysis/text-analysis';
import { gerund } from '../request/gerund';
import type { ReadRequest } from '../request/read-request';
import { withoutLengthFraming } from '../request/without-length-framing';
import { ABSTRACT_WORDS, endsAsNoun, GENERIC_WORDS, WEAK_KEYWORDS } from '../stop-words';
import { stripTrailingPunctuation } from '../text-shaping';
import { clauseSubject, clauseTitle } from './framing-clause-title';
import { quizAnswer } from './point-sentences';
import type { ScriptRequest } from './script-request';
import { sayableTitle, spokenTitle, spokenTopic } from './spoken-text';
import { sourceNames } from './topic-names';

/** Phrases that can stand alone in a sentence ("phishing email", not "check", "common" or "day"). */
const isNameable = (k: Keyphrase) =>
  endsAsNoun(k.phrase) &&
  !WEAK_KEYWORDS.has(k.terms[k.terms.length - 1] ?? '') &&
  !(k.terms.length === 1 && (ABSTRACT_WORDS.has(k.terms[0] ?? '') || GENERIC_WORDS.has(k.terms[0] ?? ''))) &&
  !k.terms.every((t) => GENERIC_WORDS.has(t));

export interface VideoFacts {
  request: ReadRequest | null;
  source: TextAnalysis;
  support: TextAnalysis;
  /** The input has almost no content beyond the request. */
  sparse: boolean;
  /** How the video names its subject in a sentence: "reporting incidents", "phishing awareness". */
  subjectNoun: string;
  steps: string[];
  fillerPhrases: string[];
  /** The source's names, which keep their capitals when a title is said mid-sentence (decision 199). */
  names: Set<string>;
}

export function videoFacts(request: ScriptRequest): VideoFacts {
  const { slides } = request;
  // A quiz question is not a fact to say on other slides.
  const slideText = slides
    .filter((s) => !quizAnswer(s))
    .map((s) =>
      [...(s.keyPoints ?? []), ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]
        .map((t) => stripTrailingPunctuation(t))
        .filter(Boolean)
        .join('. '),
    )
    .join('.\n\n');
  // The slides' points are material (spec 001 §1/§7): "Explain to the people you live with…" on a
  // slide is content, never read as a request to the video maker.
  const slideMaterial = slideText.trim() ? `${SUPPORTING_MATERIALS_MARKER}\n\n${slideText}` : '';
  const brief = analyzeText(request.sourceText || slideMaterial);
  const source = analyzeText([request.sourceText, slideMaterial].filter((t) => t.trim()).join('\n\n'));
  const req = brief.request ?? source.request;
  const firstTitle = slides.find((s) => s.templateId === 'title-slide')?.title;
  // (the slides' points stand in only without the user's material; the closing recap lists titles, not sentences)
  const names = sourceNames(request.sourceText.trim() || slideText.split('\n\n').slice(0, -1).join('\n'));
  const whatWorks = req?.subject ? /^(?:how|why|what|when|where)\s+(.+?)\s+(?:works?|matters?|is|are|happens?|changes?|means?)$/i.exec(req.subject) : null;
  const subjectNoun = req?.action
    ? gerund(req.action)
    : whatWorks
      ? (whatWorks[1] as string)
      : req?.subject && /^about /i.test(req.subject)
        ? req.subject.replace(/^about\s+/i, '')
        : titleNoun(withoutLengthFraming(request.projectTitle.trim()) || firstTitle || slides[0]?.title || 'this topic', names);
  const subjectTerms = new Set(termsOf(subjectNoun));
  const phrases = distinctKeyphrases(source.keyphrases.filter(isNameable), 6)
    .filter((k) => (k.terms.length > 1 || k.score >= 0.5) && !k.terms.some((t) => subjectTerms.has(t)))
    .map((k) => k.phrase);
  // The supporting sentences come from what the user gave; the slides' own points only stand in when there is nothing else.
  const support = request.sourceText.trim() ? brief : source;
  const sparse = brief.sentences.reduce((n, s) => n + s.terms.length, 0) < 25;
  return { request: req, source, support, sparse, subjectNoun, steps: req?.steps ?? [], fillerPhrases: [subjectNoun, ...phrases], names };
}

/**
 * The video's title as a noun a line can carry: a title that is an order is named by its gerund ("moving to a four-day
 * week from 1 September", decision 199); a clause by what it is about ("How Our Programme Works" → "our programme",
 * so "the main points on our programme", never "on how our programme works together", decision 219).
 */
function titleNoun(title: string, names: Set<string>): string {
  const clause = clauseTitle(title, names);
  return (clause && clauseSubject(clause)) || nameOf(title, names);
}

/** The video's subject said in a sentence: its title as a topic, or as written when no line can carry it as one. */
export const nameOf = (title: string, names: Set<string>) =>
  withVersionedName(title, spokenTopic(title, names) ?? spokenTitle(sayableTitle(title) || title, names));

/** A version number ("3.2", "v2.0"): the words written in capitals just before it are a product's name. */
const VERSION = /^v?\d+(?:\.\d+)+$/i;

/**
 * A product named with its version keeps its capitals when the title is said (decision 212): "the main
 * points on Harbourline Backup Agent 3.2 administrator's manual", never "harbourline backup agent 3.2":
 * the run of capitalised words right before the version is the product's name, as the title writes it.
 */
export function withVersionedName(title: string, said: string): string {
  const written = title.split(/\s+/);
  const words = said.split(/\s+/);
  const at = written.findIndex((w) => VERSION.test(w));
  if (at < 1) return said;
  let from = at;
  while (from > 0 && /^[A-Z]/.test(written[from - 1] ?? '')) from--;
  const name = written.slice(from, at + 1);
  const key = (w: string) => w.toLowerCase();
  for (let k = 0; k + name.length <= words.length; k++)
    if (name.every((w, j) => key(words[k + j] ?? '') === key(w))) return [...words.slice(0, k), ...name, ...words.slice(k + name.length)].join(' ');
  return said;
}
