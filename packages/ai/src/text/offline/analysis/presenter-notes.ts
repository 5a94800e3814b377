import { hasMainVerb, isFragment } from '../../nlp/is-fragment';
import { capitalize } from '../text-shaping';

/**
 * Speaker notes are written to the presenter (decision 196): "Say that refunds are counted from the
 * day the goods arrive", "Remind them to keep receipts", "Pause here", "Click to show the chart".
 * Said as written, the narration would read its own directions aloud. A note's sentence is turned
 * into what it asks to be said, or left out when it only directs the talk.
 */

/** Who a note says to tell: the audience, never a thing ("Tell the story" is not an audience). */
const AUDIENCE =
  '(?:them|him|her|us|people|everyone|everybody|the (?:room|group|audience|class|team|learners|staff|attendees|participants|trainees|viewers|new starters|new hires)|staff|learners|participants|attendees|trainees|viewers|listeners|the new \\w+)';
/** An opening that only softens the direction: "Please", "Now", "Then", "Here", "Also", "First,". */
const SOFTENER =
  "(?:(?:please|now|then|here|also|first|next|finally|again|briefly|quickly|just|be sure to|remember to|make sure (?:to|you)|don't forget to|do not forget to),?\\s+)*";

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

/** Things a presenter shows, clicks to or points at: the talk's own furniture. */
const SHOWN =
  '(?:the |this |that |a |an |our |next |previous )?(?:slide|slides|chart|graph|diagram|video|clip|picture|image|photo|figure|table|screen|demo|handout|handouts|sheet|board|flip ?chart|whiteboard|map|animation|poll|quiz|example|examples|results|numbers|bullet|bullets|points|list|deck)\\b';
/** A length of time a note gives the talk: "2 min", "about two minutes", "a minute", "30 seconds". */
const DURATION =
  '(?:\\d+\\s*|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|a few|a couple of|several)\\s+)(?:min|mins|minutes?|sec|secs|seconds?)\\b';
/** Sentences that only direct the talk: pauses, clicks, what to show, questions to the room, timing. */
const STAGE_DIRECTIONS: RegExp[] = [
  new RegExp(
    `^${SOFTENER}(?:pause|breathe|smile|transition|advance|move on|go on|go back|continue|wrap up|recap|summari[sz]e|hand (?:over|back)|introduce yourself|take questions|open the floor|check the time|next slide)\\b`,
    'i',
  ),
  new RegExp(
    `^${SOFTENER}(?:wait)(?:\\s+(?:for\\s+(?:questions|answers|responses|replies|hands|a (?:moment|beat|second)|${AUDIENCE})|a (?:moment|beat|second)|here))?\\s*[.!]?$`,
    'i',
  ),
  new RegExp(`^${SOFTENER}click(?:\\s*[.!]?$|\\s+(?:to|for|once|twice|again|through|next|here|now|and)\\b)`, 'i'),
  new RegExp(
    `^${SOFTENER}(?:show|display|reveal|bring up|put up|play|start|run|open|point (?:to|at)|refer (?:to|back to)|hand out|pass (?:round|around)|hold up|draw|write)\\s+(?:${AUDIENCE}\\s+)?${SHOWN}`,
    'i',
  ),
  new RegExp(`^${SOFTENER}(?:show|demo|demonstrate)\\s+${AUDIENCE}\\b`, 'i'),
  new RegExp(`^${SOFTENER}(?:don't|do not|never)\\s+(?:read|rush|skip)\\b`, 'i'),
  new RegExp(`^${SOFTENER}read (?:out |aloud )?${SHOWN}`, 'i'),
  new RegExp(
    `^${SOFTENER}(?:ask|poll|quiz|invite|get)\\s+(?:${AUDIENCE}|who\\b|whether\\b|if\\b|how many\\b|what\\b|for (?:questions|hands|a show of hands|volunteers|examples|ideas)\\b|a volunteer\\b|questions\\b)`,
    'i',
  ),
  /^(?:if (?:asked|they ask|anyone asks|someone asks|there are questions|time (?:allows|permits)|short of time|running (?:late|short|over)))\b/i,
  /^(?:q\s*&\s*a|questions|discussion|activity|exercise|break|demo|transition|timing|time)\s*[:.!–—-]?\s*(?:\d.*)?$/i,
  new RegExp(`^${SOFTENER}(?:spend|allow|budget|take|keep|leave|aim for|give)\\b.*\\b${DURATION}`, 'i'),
  /^(?:this|the) (?:slide|section|part|activity|demo)\s+(?:should |will |must )?(?:take|last|run)s?\b/i,
  new RegExp(`^${SOFTENER}keep (?:this|it) (?:short|brief|quick|light|simple)\\b`, 'i'),
];
/** A direction set in brackets inside a sentence: "[pause]", "(click)", "(2 min)". */
const BRACKETED_DIRECTION =
  /\s*[[(<{](?:pause|click|next|next slide|advance|build|animate|animation|beat|breathe|laugh|smile|wait|show \w+|transition|\d+\s*(?:min|mins|minutes?|sec|secs|seconds?|s))[\])>}]\s*/gi;
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
  const text = sentence
    .replace(BRACKETED_DIRECTION, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
  if (!/\p{L}/u.test(text)) return undefined;
  if (STAGE_DIRECTIONS.some((r) => r.test(text))) return undefined;
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
