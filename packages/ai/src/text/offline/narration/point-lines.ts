import { analyseSentence } from '../../nlp';
import { termsOf } from '../analysis/terms-of';
import { QUANTITY } from '../outline/sentence-kinds';
import { lowerFirst, stripTrailingPunctuation } from '../text-shaping';

/** What a point says besides its main clause: its figure, its reason, its condition, what follows if it is not kept. */
export interface PointParts {
  /** A figure with its unit ("30 days", "40 euros"). */
  figure?: string;
  /** The reason the point gives ("trains and buses cost the company far less"). */
  reason?: string;
  /** The condition it holds under ("only when no public transport runs"). */
  condition?: string;
  /** What happens when it is not kept ("the claim is refused" of "…, otherwise the claim is refused"). */
  consequence?: string;
}

export function pointParts(point: string): PointParts {
  const text = stripTrailingPunctuation(point);
  const tokens = analyseSentence(text).filter((t) => t.pos !== 'SPACE');
  const parts: PointParts = {};
  const figure = QUANTITY.exec(text);
  if (figure) parts.figure = figure[0].trim();
  const reason = /\b(?:because|since|so that)\s+([^,;]{8,})$/i.exec(text);
  if (reason) parts.reason = reason[1];
  const condition = /\b((?:only\s+)?(?:when|if|unless|before|after|whenever)\s+[^,;]{6,}?)(?=,|;|\s+because\b|\s+so that\b|\s+otherwise\b|$)/i.exec(text);
  // A condition is a clause ("when you travel overnight", "before handling food"), not a time ("before the training").
  const at = condition?.index ?? -1;
  const clause = condition && tokens.some((t) => t.start > at && t.start < at + (condition[0]?.length ?? 0) && (t.pos === 'VERB' || t.pos === 'AUX'));
  if (condition && clause) parts.condition = lowerFirst(condition[1] as string);
  const consequence = /[,;]\s*(?:or else|otherwise|or)\s+([^,;]{8,})$/i.exec(text);
  if (consequence && tokens.some((t) => t.start > (consequence.index ?? 0) && (t.pos === 'VERB' || t.pos === 'AUX'))) parts.consequence = consequence[1];
  return parts;
}

/**
 * Lines that fill a slide still short of its length, each a sentence about one of its points made of
 * what the point itself says (decisions 179 and 185): the reason it gives, the condition it holds
 * under, what follows when it is not kept. Its figure is not said again ("30 days is the figure to
 * remember" after every figure of a slide is a frame, not a sentence about the point). A point gives no line for what it does not
 * say, and no question or prompt is built around its words ("Think of a time … came up in your own
 * work", "Who around you needs to … as well?"): such lines read as templates whatever fills them. A
 * line sharing most of a long point's words would only say the point again, and is left out.
 */
export function pointLines(point: string): PointLine[] {
  const p = pointParts(point);
  const lines: PointLine[] = [];
  if (p.reason) lines.push({ text: `That is because ${p.reason}.`, kind: 'reason' });
  if (p.condition) lines.push({ text: `This applies ${p.condition}.`, kind: 'condition' });
  if (p.consequence) lines.push({ text: `If not, ${p.consequence}.`, kind: 'consequence' });
  const own = new Set(termsOf(point));
  return lines.filter(({ text }) => {
    if (own.size < 4) return true;
    const terms = new Set(termsOf(text));
    return [...terms].filter((t) => own.has(t)).length / Math.min(terms.size, own.size) < 0.8;
  });
}

/** A line about a point, with what it says of it: a slide says each kind once, so no frame is heard twice in a row. */
export interface PointLine {
  text: string;
  kind: 'reason' | 'condition' | 'consequence';
}
