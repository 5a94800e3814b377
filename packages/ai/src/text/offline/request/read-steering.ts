import type { Tone } from '@lectern/core';
import { isStyleLine } from '../../point-checks/brief-framing';
import { readOrderSentence } from './read-order';
import { MAKER_VERB } from './request-patterns';
import { splitInlineList } from './split-inline-list';

/**
 * What a sentence of the brief asks of the video without being content: a quiz, topics to cover,
 * two things to compare, a point to make unmistakable, or how it should sound and how long it is.
 */
export interface Steering {
  kind: 'quiz' | 'topics' | 'compare' | 'emphasis' | 'structure' | 'style';
  /** Topics to cover ("Cover A, B and C") or the two sides of a comparison. */
  items: string[];
}

/** Reads a sentence addressed to the video maker about the video's form; null when it is not one. */
export function readSteering(sentence: string): Steering | null {
  const s = sentence.trim().replace(/\s+/g, ' ');
  const body = s.replace(/[.!?]+$/, '');
  if (
    /\b(?:quiz|knowledge check|test question|check question|question to check)\b/i.test(s) &&
    /^(?:please\s+)?(?:end|finish|close|include|add|ask|start|open|with|put|give|have|then|and)\b|\bquiz\b/i.test(s)
  )
    return { kind: 'quiz', items: [] };
  const cover = new RegExp(String.raw`^${MAKER_VERB}(?:cover|covering|include|mention|address|go over|touch on|talk about|explain)\s*:?\s+(.+)$`, 'i').exec(
    body,
  );
  // A list in the order the brief asks for ("Cover in this order: a, b, c", "Start with a, then b"): its topics, as read in order (decision 185).
  const ordered = readOrderSentence(s);
  if (ordered) return { kind: 'topics', items: ordered.items };
  if (cover && /^(?:please\s+)?(?:make sure\s+(?:to\s+|you\s+|it\s+)?)?(?:cover|covering|include|mention|address|go over|touch on)\b/i.test(s))
    return { kind: 'topics', items: splitInlineList(cover[1] as string).map((t) => t.replace(/^(?:the|our|your|a|an)\s+/i, '')) };
  // "Don't forget the mileage rate": its object is a topic to cover, never a line to say (decision 213).
  const forget = /^(?:please\s+)?(?:don['’]t|do not)\s+forget\s+(?:to\s+(?:mention|cover|include|explain)\s+|about\s+)?(?!to\b|that\b)([^:]+)$/i.exec(body);
  if (forget) return { kind: 'topics', items: splitInlineList(forget[1] as string).map((t) => t.replace(/^(?:the|our|your|a|an)\s+/i, '')) };
  // "Topics: badge policy; dress code; canteen hours" names what to cover the same way.
  const listed = /^(?:the\s+)?(?:topics?|subjects?|points? to cover|agenda)\s*:\s*(.+)$/i.exec(body);
  if (listed) return { kind: 'topics', items: splitInlineList(listed[1] as string).map((t) => t.replace(/^(?:the|our|your|a|an)\s+/i, '')) };
  const compare = new RegExp(
    String.raw`^${MAKER_VERB}(?:compare|contrast)\s+(?:the\s+)?(.+?)\s+(?:and|with|to|against|versus|vs\.?)\s+(?:the\s+)?(.+)$`,
    'i',
  ).exec(body);
  if (compare) return { kind: 'compare', items: [compare[1] as string, compare[2] as string] };
  if (
    new RegExp(
      String.raw`^${MAKER_VERB}(?:make\s+(?:it\s+|this\s+|sure\s+)?(?:(?:the|our|your)\s+[\w\s-]{1,40}?\s+)?(?:clear|unmistakable|obvious|explicit|plain)|emphasi[sz]e|stress|highlight|focus on|be (?:clear|explicit))\b`,
      'i',
    ).test(s)
  )
    // "Make the temperature rules unmistakable": what to make stand out, when the sentence names it.
    return {
      kind: 'emphasis',
      items: [/^(?:please\s+)?make\s+(?:the|our|your)\s+([\w\s-]{1,40}?)\s+(?:clear|unmistakable|obvious|explicit|plain)\b/i.exec(s)?.[1] ?? ''].filter(
        Boolean,
      ),
    };
  if (/^(?:please\s+)?(?:end|finish|close|start|open|begin|wrap up)\s+(?:it\s+|the video\s+)?(?:with|by|on)\b/i.test(s))
    return { kind: 'structure', items: [] };
  if (
    /^(?:please\s+)?(?:keep|make)\s+(?:it|the video|this|the tone)\b.*\b(?:short|brief|concise|friendly|engaging|fun|simple|light|upbeat|professional|formal|casual|minutes?|seconds?|tone|warm|welcoming|positive|serious|calm|lively|clear)\b/i.test(
      s,
    ) ||
    /^(?:please\s+)?(?:use|adopt|take|go for|write (?:it )?in)\s+an?\s+[\w\s,-]{0,30}\b(?:tone|voice|style|register)\b/i.test(s) ||
    /^(?:the\s+)?(?:video|tone|style|narration|voice|length)\s+should\b/i.test(s) ||
    /^(?:aim|target)\s+(?:for|at)\b.*\b(?:minutes?|seconds?|audience|length)\b/i.test(s) ||
    /^(?:audience|tone|length|duration|style|format|language)\s*:/i.test(s) ||
    // "Speak to them like a coach", "Talk to the team as a friend would": how the narration sounds.
    /^(?:please\s+)?(?:speak|talk|sound|write|narrate|address (?:them|the \w+))\b.*\b(?:like|as)\s+(?:a|an|if|their|your)\b/i.test(s) ||
    /^(?:please\s+)?(?:be|sound)\s+(?:friendly|warm|calm|upbeat|serious|formal|casual|relaxed|firm|direct|enthusiastic|encouraging|positive)\b/i.test(s) ||
    /^(?:please\s+)?(?:include|add)\s+(?:a|an)\s+(?:call to action|summary|recap|intro|outro)\b/i.test(s) ||
    // "Upbeat, practical.", "No jargon.": style words alone (decision 219)
    isStyleLine(s)
  )
    return { kind: 'style', items: [] };
  return null;
}

/**
 * The tone a style sentence of the brief asks for, as one of spec 001 §3's six tones; null when it
 * names none. The first tone word in the sentence wins ("a serious, formal tone" → Authoritative).
 */
const TONE_WORDS: [RegExp, Tone][] = [
  [/\b(?:friendly|warm|welcoming|light|kind|cheerful|approachable)\b/i, 'Friendly'],
  [/\b(?:casual|relaxed|informal|chatty|conversational|laid[- ]back)\b/i, 'Casual'],
  [
    /\b(?:enthusiastic|upbeat|energetic|lively|fun|exciting|excited|motivating|motivational|inspiring|coach(?:es|ing)?|encouraging|positive)\b/i,
    'Enthusiastic',
  ],
  [/\b(?:calm|gentle|soothing|reassuring|patient|soft|quiet)\b/i, 'Calm'],
  [/\b(?:authoritative|serious|firm|strict|commanding|direct|no-nonsense|stern|sergeant|officer)\b/i, 'Authoritative'],
  [/\b(?:professional|formal|business-?like|neutral|polished)\b/i, 'Professional'],
];

export function readTone(sentence: string): Tone | null {
  if (readSteering(sentence)?.kind !== 'style') return null;
  let best: { at: number; tone: Tone } | null = null;
  for (const [pattern, tone] of TONE_WORDS) {
    const m = pattern.exec(sentence);
    if (m && (!best || m.index < best.at)) best = { at: m.index, tone };
  }
  return best?.tone ?? null;
}

/** Style instructions ("Keep it under two minutes", "Use a friendly tone", "End with a quiz") are for the maker, never for the viewer. */
export function isStyleInstruction(sentence: string): boolean {
  return readSteering(sentence) !== null;
}
