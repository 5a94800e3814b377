import type { Tone } from '@lectern/core';
import { capitalize } from '../text-shaping';
import type { Piece } from './piece';
import { pointSentence } from './point-sentences';

/** Discourse connectives a sentence may open with: a point opening on one takes no lead ("Also, however, …" is stitched speech). */
export const OPENS_ON_CONNECTIVE =
  /^(?:to start|to begin|first(?:ly)?|second(?:ly)?|next|then|after that|finally|lastly|instead|however|also|in addition|moreover|furthermore|for example|for instance|in short|above all|meanwhile|otherwise|therefore|but|so|and|or|yet|plus|besides|still|even so|as a result|in that case)\b/i;

/** A point's words without the lead it was sized with. */
const bodyOf = (p: Piece) => {
  const lead = p.point?.lead ?? '';
  return lead && p.text.startsWith(`${lead} `) ? capitalize(p.text.slice(lead.length + 1)) : p.text;
};

/**
 * Issue 20 item 4: a slide's points are spoken in their order, each with the lead of its place among
 * the points really said — a point left out to fit the length, or said by the slide's description,
 * does not leave a "First," on the point said second, nor a "Finally," on one said before another.
 * A point that opens on its own connective keeps it and takes no lead (never two in a row).
 * `pieces` are the script's sentences in the order they are said.
 */
export function leadPoints(pieces: Piece[], tone: Tone, offset: number): Piece[] {
  const points = pieces.filter((p) => p.point);
  return pieces.map((p) => {
    if (!p.point || p.point.fixed) return p;
    const body = bodyOf(p);
    if (OPENS_ON_CONNECTIVE.test(body)) return { ...p, text: body };
    return { ...p, text: pointSentence(body, points.indexOf(p), points.length, tone, offset) };
  });
}
