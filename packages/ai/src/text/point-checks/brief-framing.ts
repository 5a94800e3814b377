import { ngrams, normalised, plainSentences, plainWords } from './plain-words';

/**
 * The brief's framing (issue 20 item 3, decision 159): what it says about the video itself — its
 * length, its medium, its audience — steers the video and is never content. One rule for every
 * provider and for `npm run quality` (decision 162).
 */

/** A sentence of the brief addressed to the video maker rather than to the viewer. */
export function isInstruction(sentence: string): boolean {
  const s = sentence.trim();
  return (
    /^(?:please\s+)?(?:create|make|produce|build|write|prepare|cover|include|add|end|finish|start|open|close|keep|use|focus|emphasi[sz]e|highlight|mention|explain|teach|show|tell|remind|walk|introduce|summari[sz]e|compare|avoid|aim|target|train)\b/i.test(
      s,
    ) ||
    /\b(?:video|quiz|slides?|narration|tone|viewers|learners|audience|presentation)\b/i.test(s) ||
    /^(?:audience|tone|length|style|duration)\s*:/i.test(s)
  );
}

/** Words that carry no content of their own: a phrase made only of them frames nothing. */
const FUNCTION_WORDS = new Set(
  `a an the of to for with and or but nor at on in by from into onto as than that which who whom whose your our their its his her my
  is are was were be been being will would can could should may might must shall has have had do does did not no very
  if when while because about via per such both either neither each every any some this these those it you we they i he she them us
  what how why where all so up out over under more most also just only then there here`.split(/\s+/),
);
/** A length: "3-minute", "two minutes", "90 seconds". */
const DURATION = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a)[- ](?:minutes?|mins?|seconds?)\b/gi;
/** Words naming the video, its kind or its audience: a phrase of the framing sentences holding one is about the video. */
const FRAMING_WORDS = /^(?:video|videos|introduction|intro|presentation|tutorial|explainer|minute|minutes|clip|slides?|who|audience|viewers|learners)$/;

/**
 * Phrases of the brief that frame the video (its length, its audience, "video", "introduction"),
 * leaving out any the materials themselves use. The brief's first sentence and its instructions
 * frame the video; its other sentences are content ("Screens must lock after five minutes without use").
 */
export function briefFraming(brief: string, materials: string): string[] {
  const materialsNorm = ` ${normalised(materials)} `;
  const out = new Set<string>();
  const frame = plainSentences(brief.replace(/\n+/g, ' '))
    .filter((x, i) => i === 0 || isInstruction(x))
    .join(' ');
  for (const m of frame.matchAll(DURATION)) out.add(normalised(m[0]));
  const ws = plainWords(frame);
  for (const gram of ngrams(ws, 3)) {
    const gramWords = gram.split(' ');
    if (gramWords.some((w) => FRAMING_WORDS.test(w)) && gramWords.some((w) => !FUNCTION_WORDS.has(w))) out.add(gram);
  }
  // "for managers who must explain": the audience clause.
  for (const m of frame.matchAll(/\bfor ([\p{L} -]{2,40}?) who\b/giu)) out.add(normalised(`for ${m[1]} who`));
  return [...out].filter((p) => p && !materialsNorm.includes(` ${p} `));
}

/** The first framing phrase a text shows or says, if any. */
export function framingIn(text: string, framing: readonly string[]): string | undefined {
  const n = ` ${normalised(text)} `;
  return framing.find((p) => n.includes(` ${p} `));
}
