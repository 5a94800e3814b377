import { AUDIENCE, isStageDirection, SOFTENER, withoutBracketedDirections } from '../../../documents/tree/stage-directions';
import { hasMainVerb, isFragment } from '../../nlp/is-fragment';
import { capitalize } from '../text-shaping';

/**
 * Speaker notes are written to the presenter (decision 196): "Say that refunds are counted from the
 * day the goods arrive", "Remind them to keep receipts", "Pause here", "Click to show the chart".
 * Said as written, the narration would read its own directions aloud. A note's sentence is turned
 * into what it asks to be said, or left out when it only directs the talk.
 */

/** "Say …", "Tell them …", "Explain …", "Mention …", "Point out …": what follows is what to say, a statement or nothing. */
const REPORTING = new RegExp(
  `^${SOFTENER}(?:say|tell\\s+${AUDIENCE}|explain(?:\\s+to\\s+${AUDIENCE})?|mention|point out|make (?:it )?clear|let\\s+${AUDIENCE}\\s+know|reassure\\s+${AUDIENCE})(?:\\s+to\\s+${AUDIENCE})?(?:\\s*:\\s*|\\s+that\\s+|\\s+)(.+)$`,
  'i',
);
/** "Stress that …", "Note that …": these verbs also give orders of content ("Note your badge number"), so only their "that" or ":" reports. */
const REPORTING_THAT =
  /^(?:(?:please|now|then|here|also|first|next|finally|again),?\s+)*(?:stress|emphasi[sz]e|underline|note|highlight|add)(?:\s*:\s*|\s+that\s+)(.+)$/i;
/** "Tell them to …": an order for the audience, said to them ("Keep every receipt."). */
const TELL_TO = new RegExp(`^${SOFTENER}(?:tell|ask|encourage|urge|advise)\\s+${AUDIENCE}\\s+to\\s+(.+)$`, 'i');
/** "Remind them that …", "Remind them to …", "Remind them of …". */
const REMIND = new RegExp(`^${SOFTENER}remind\\s+${AUDIENCE}(?:\\s+(that|to|of|about)\\s+|\\s*:\\s*|\\s+)(.+)$`, 'i');
/** A note that only says "Note:" before its content. */
const NOTE_LABEL = /^(?:note|n\.b\.|nb|key point|key message|main point|fact)\s*[:–—-]\s*(.+)$/i;

/** A question word opening what to explain: "Explain how refunds work" names a topic, it says nothing yet. */
const TOPIC_ONLY = /^(?:how|why|what|when|where|which|who|whom|whose|whether|if)\b/i;

/** A whole statement that can be said as it is: a main verb, not cut short. */
const isStatement = (text: string) => !TOPIC_ONLY.test(text) && hasMainVerb(text) && !isFragment(text);

/** "Refunds are counted…" as said: first letter up, a closing full stop, the quotes a note put round it dropped. */
function asSaid(text: string): string {
  const t = text
    .trim()
    .replace(/^["“‘']+|["”’']+(?=[.!?]?$)/g, '')
    .trim();
  return capitalize(/[.!?]$/.test(t) ? t : `${t.replace(/[,;:]$/, '')}.`);
}

/**
 * The audience a note names, as "they", is the viewer: "they must sign in with their own card" said to
 * them is "you must sign in with your own card". Only when the statement opens on them, so a "they"
 * meaning something else ("refunds are slow because they…") stays.
 */
function toViewer(text: string): string {
  if (!/^(?:they|their)\b/i.test(text)) return text;
  const you: Record<string, string> = { they: 'you', them: 'you', their: 'your', theirs: 'yours', themselves: 'yourselves' };
  return text.replace(/\b(?:they|them|their|theirs|themselves)\b/gi, (w) => you[w.toLowerCase()] ?? w);
}

/**
 * What a speaker note's sentence asks to be said, or undefined when it only directs the talk
 * (decision 196). "Say that refunds are counted from the day the goods arrive." → "Refunds are
 * counted from the day the goods arrive."; "Remind them to keep receipts." → "Remember to keep
 * receipts."; "Remind them of the 30-day limit." → "Remember the 30-day limit."; "Mention the
 * 30-day limit." names a topic without saying anything about it, so nothing is said; "Pause here.",
 * "Click to show the chart.", "Ask the room who has seen one.", "Spend two minutes on this." are
 * left out. A note that is already content ("Cash refunds were stopped last year.") is said as it is.
 */
export function spokenNote(sentence: string): string | undefined {
  const text = withoutBracketedDirections(sentence);
  if (!/\p{L}/u.test(text) || isStageDirection(text)) return undefined;
  const remind = REMIND.exec(text);
  if (remind) {
    const [, link, rest = ''] = remind;
    if (/^to$/i.test(link ?? '')) return asSaid(`Remember to ${rest}`);
    if (/^(?:of|about)$/i.test(link ?? '')) return asSaid(`Remember ${rest}`);
    const said = toViewer(rest.trim());
    return isStatement(said) ? asSaid(said) : undefined;
  }
  const told = TELL_TO.exec(text);
  if (told) return /^(?:ask)/i.test(text.replace(new RegExp(`^${SOFTENER}`, 'i'), '')) ? undefined : asSaid(told[1] ?? '');
  const reported = REPORTING.exec(text) ?? REPORTING_THAT.exec(text) ?? NOTE_LABEL.exec(text);
  if (reported) {
    const said = (reported[1] ?? '').trim();
    const toAudience = new RegExp(`^${SOFTENER}(?:tell|let|reassure|explain\\s+to)\\s+${AUDIENCE}`, 'i').test(text);
    const stated = toAudience ? toViewer(said) : said;
    return isStatement(stated.replace(/^["“‘']+/, '')) ? asSaid(stated) : undefined;
  }
  return text === sentence.trim() ? sentence.trim() : asSaid(text);
}
