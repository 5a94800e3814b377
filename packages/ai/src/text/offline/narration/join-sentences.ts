import type { Tone } from '@lectern/core';
import { analyseSentence, hasMainVerb } from '../../nlp';
import { capitalize, lowerFirst } from '../text-shaping';
import { CONNECTIVE_WORDS } from './connective-words';
import { OPENS_ON_CONNECTIVE } from './opens-on-connective';
import { isOrderedItem } from './ordered-points';
import type { Piece } from './piece';
import { withPronoun } from './repeated-subject';
import { frontedPhrase, relationOf } from './sentence-relation';
import { sentence } from './spoken-text';

/** A point's words without the lead it was sized with. */
const bodyOf = (p: Piece) => {
  const lead = p.point?.lead ?? '';
  return lead && p.text.startsWith(`${lead} `) ? capitalize(p.text.slice(lead.length + 1)) : p.text;
};

/**
 * A sentence joined by a semicolon is said as two when its second half contrasts with, explains or
 * follows from the first ("Book 14 days ahead; late bookings cost 40% more" → "… This is because late
 * bookings cost 40% more."), each half whole (it has its main verb), so the second can take the
 * connective its relation asks for. Otherwise the source's semicolon stands: "P2 means a major
 * feature is broken; respond within 1 hour" keeps its order tied to its case. Nothing is dropped.
 */
export function spokenSentences(text: string): string[] {
  const halves = text.split(/;\s+/);
  if (halves.length !== 2 || !halves.every((h) => hasMainVerb(h))) return [text];
  const [first, second] = halves.map((h) => sentence(h)) as [string, string];
  return /^(?:contrast|cause|consequence)$/.test(relationOf(first, second)) ? [first, second] : [text];
}

/** A connective goes before a sentence's first word, never before a bracket or a quote it opens on ("However, (Except as…"). */
const withLead = (lead: string, text: string) => (/^[(["“‘']/.test(text) ? null : `${lead} ${lowerFirst(text)}`);

/** "For longer flights you may …" → "For longer flights, though, you may …". */
function withThough(text: string): string | null {
  const phrase = frontedPhrase(analyseSentence(text));
  const last = phrase[phrase.length - 1];
  if (!last || text.charAt(last.end) === ',') return null;
  return `${text.slice(0, last.end)}, though,${text.slice(last.end)}`;
}

/**
 * Issue 20 item 4, decision 190: a slide's points and the section sentences woven between them are
 * joined by the relation between each sentence and the one said before it, never by a rota:
 * a contrast takes "But"/"However,"/"…, though,"; a reason "This is because"; a consequence "So";
 * a condition and a sentence sharing the one before's subject or key term take nothing; a sentence
 * that opens on its own connective keeps it and takes no other. "First, … Then, … Finally," only
 * on the sentences that are items of a numbered list of the source (`ordered`, ordered-points.ts). No connective is said twice on a slide, an addition
 * ("Also,") never follows a sentence that had one, and at most one addition is said on a slide.
 * `pieces` are the script's sentences in the order they are said.
 */
export function joinSentences(pieces: Piece[], tone: Tone, ordered: string[] = []): Piece[] {
  const words = CONNECTIVE_WORDS[tone];
  // Connectives said on the slide, the source's own among them, by their words ("however", "but").
  const used = new Set<string>();
  const keyOf = (w: string) => w.toLowerCase().replace(/[,:]$/, '');
  const take = (list: string[]) => {
    const found = list.find((w) => !used.has(keyOf(w)));
    if (found) used.add(keyOf(found));
    return found ?? null;
  };
  const joinable = (p: Piece) => (p.point && !p.point.fixed) || p.support;
  // The sentences that are steps of a numbered list of the source, in the order they are said.
  const steps = pieces.filter((p) => joinable(p) && isOrderedItem(p.text, ordered));
  let previous: string | null = null;
  // Whether the sentence before was a point or a section sentence: "Also," adds to one, never to the slide's description.
  let afterPoint = false;
  let lastJoined = false;
  let additions = 0;
  let middles = 0;
  return pieces.map((p) => {
    if (!joinable(p)) {
      // A line about the video (the slide's announcement, what comes next) starts the talk afresh.
      if (p.point?.fixed) {
        previous = p.text;
        lastJoined = true;
      } else if (p.kind === 'content' && !p.announces) previous = p.text;
      else previous = null;
      afterPoint = false;
      return p;
    }
    const said = spokenSentences(bodyOf(p)).map((source, k) => {
      const rank = steps.indexOf(p);
      const relation = relationOf(previous, source);
      // A subject said again right after the sentence it opened is said as "it" or "they" (decision 194); so is the
      // subject a list's heading gave its verb-first points, when it names a thing ("ShiftPlanner builds… It lets…", decision 199).
      const subject = p.point?.subject;
      const again = subject?.thing && k === 0 && previous?.startsWith(`${subject.name} `) && source.startsWith(`${subject.name} `);
      const text = again ? `It ${source.slice(subject.name.length + 1)}` : (withPronoun(previous, source) ?? source);
      let joined: string | null = null;
      if (relation === 'own') {
        joined = text;
        used.add(keyOf(OPENS_ON_CONNECTIVE.exec(text.trim())?.[0] ?? ''));
      } else if (rank >= 0 && k === 0 && steps.length > 1 && relation !== 'condition') {
        const lead = rank === 0 ? words.sequence.first : rank === steps.length - 1 ? words.sequence.last : (words.sequence.middle[middles++] ?? null);
        joined = lead ? withLead(lead, text) : null;
      } else if (relation === 'contrast') {
        const though = !used.has('though') ? withThough(text) : null;
        if (though) used.add('though');
        const lead = though ? null : take(words.contrast);
        joined = though ?? (lead ? withLead(lead, text) : null);
      } else if (relation === 'cause' || relation === 'consequence') {
        const lead = take(words[relation]);
        joined = lead ? withLead(lead, text) : null;
      } else if (relation === 'addition' && p.point && afterPoint && !lastJoined && additions === 0) {
        const lead = take(words.addition);
        if (lead) additions++;
        joined = lead ? withLead(lead, text) : null;
      }
      lastJoined = joined !== null;
      previous = source;
      afterPoint = true;
      return joined ?? text;
    });
    return { ...p, text: said.join(' ') };
  });
}
