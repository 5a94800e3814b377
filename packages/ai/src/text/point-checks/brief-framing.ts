import { normalised, plainSentences, plainWords } from './plain-words';

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
    /^(?:audience|tone|length|style|duration)\s*:/i.test(s) ||
    isStyleLine(s) ||
    !!stylePrefix(s)
  );
}

/** A word saying how the video should feel or read: "upbeat", "practical", "short", "jargon-free". */
const STYLE_WORD = `(?:friendly|warm|welcoming|light|cheerful|approachable|casual|relaxed|informal|chatty|conversational|enthusiastic|upbeat|energetic|lively|fun|positive|encouraging|motivating|calm|gentle|reassuring|authoritative|serious|firm|direct|professional|formal|neutral|polished|practical|clear|short|brief|concise|simple|plain|punchy|snappy|informative|engaging|visual|human|jargon-free|no-nonsense|to the point|hands-on|light-hearted|respectful|inclusive|empathetic|supportive)`;
/** "Upbeat, practical.", "Friendly but firm": a sentence made only of style words. */
const STYLE_ONLY = new RegExp(
  String.raw`^(?:(?:very|quite|really|fairly|not too|but|yet|and|,|\s)+)?${STYLE_WORD}(?:(?:\s*,\s*|\s+(?:and|but|yet|not)\s+|\s*/\s*)(?:very\s+|quite\s+|really\s+)?${STYLE_WORD})*\s*[.!]?$`,
  'i',
);
/** "No jargon.", "Avoid acronyms", "Plain English please": how the narration is worded. */
const WORDING_RULE =
  /^(?:please\s+)?(?:no|avoid|without|skip|minimal|limit)\s+(?:the\s+)?(?:jargon|acronyms|technical (?:terms|words|language)|buzzwords|waffle|fluff|legalese)\b[^.!?]{0,20}[.!]?$|^(?:in\s+)?plain english(?:\s+please)?[.!]?$/i;
/** "Upbeat, practical: our new recycling bins": two style words or more heading the subject ("Brief: …" may be a label). */
const STYLE_PREFIX = new RegExp(String.raw`^(${STYLE_WORD}(?:(?:\s*,\s*|\s+(?:and|but|yet)\s+)${STYLE_WORD})+)\s*[:—–-]\s+(\S.*)$`, 'i');

/** A sentence of the brief that only says how the video should sound or be worded ("Upbeat, practical.", "No jargon."). */
export function isStyleLine(sentence: string): boolean {
  const s = sentence.trim();
  return STYLE_ONLY.test(s) || WORDING_RULE.test(s);
}

/** A line opening on style words before a colon ("Upbeat, practical: our new recycling bins."): its style words and its content. */
export function stylePrefix(line: string): { style: string; rest: string } | null {
  const m = STYLE_PREFIX.exec(line.trim());
  return m ? { style: m[1] as string, rest: m[2] as string } : null;
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
  // A line is a sentence's end (decision 219): "Include:\nWho to call when something breaks: …" is a content line
  // under a label, not part of the request above it; a line going on in lower case continues the one before.
  const lines = brief.replace(/\n+(?=\s*\p{Ll})/gu, ' ').split(/\n+/);
  const frames = lines.flatMap((line) => plainSentences(line)).filter((x, i) => i === 0 || isInstruction(x));
  for (const frame of frames) {
    for (const m of frame.matchAll(DURATION)) out.add(normalised(m[0]));
    const ws = plainWords(frame);
    // "who" frames only as the audience's relative clause ("managers who must explain"): a "who" that opens its
    // sentence or asks "who to…" is a question, content ("Who to call when something breaks: …").
    const framing = ws.map((w, k) => FRAMING_WORDS.test(w) && !(w === 'who' && (k === 0 || ws[k + 1] === 'to')));
    for (let k = 0; k + 3 <= ws.length; k++) {
      const gramWords = ws.slice(k, k + 3);
      if (framing.slice(k, k + 3).some(Boolean) && gramWords.some((w) => !FUNCTION_WORDS.has(w))) out.add(gramWords.join(' '));
    }
    // "Upbeat, practical", "No jargon": how the video should sound, shown or said as if it were content.
    // (two words at least: "short" alone would find every short thing the materials name)
    const style = stylePrefix(frame)?.style ?? (isStyleLine(frame) ? frame : null);
    if (style && plainWords(style).length >= 2) out.add(normalised(style));
    // "for managers who must explain": the audience clause.
    for (const m of frame.matchAll(/\bfor ([\p{L} -]{2,40}?) who\b/giu)) out.add(normalised(`for ${m[1]} who`));
  }
  return [...out].filter((p) => p && !materialsNorm.includes(` ${p} `));
}

/** The first framing phrase a text shows or says, if any. */
export function framingIn(text: string, framing: readonly string[]): string | undefined {
  const n = ` ${normalised(text)} `;
  return framing.find((p) => n.includes(` ${p} `));
}
