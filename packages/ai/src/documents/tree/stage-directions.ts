/**
 * Stage directions in speaker notes (decision 196): sentences written to the presenter that only
 * direct the talk — "Pause here", "Click to show the chart", "Ask the room who has seen one",
 * "Spend two minutes on this" — and directions set in brackets inside a sentence ("[pause]",
 * "(click)"). Patterns only, no language model: the deck reader uses them too, for a slide whose
 * notes are its text (pptx-tree.ts), and the narration (presenter-notes.ts).
 */

/** Who a note says to tell: the audience, never a thing ("Tell the story" is not an audience). */
export const AUDIENCE =
  '(?:them|him|her|us|people|everyone|everybody|the (?:room|group|audience|class|team|learners|staff|attendees|participants|trainees|viewers|new starters|new hires)|staff|learners|participants|attendees|trainees|viewers|listeners|the new \\w+)';
/** An opening that only softens the direction: "Please", "Now", "Then", "Here", "Also", "First,". */
export const SOFTENER =
  "(?:(?:please|now|then|here|also|first|next|finally|again|briefly|quickly|just|be sure to|remember to|make sure (?:to|you)|don't forget to|do not forget to),?\\s+)*";

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
/** Whether a note's sentence only directs the talk. */
export const isStageDirection = (sentence: string) => STAGE_DIRECTIONS.some((r) => r.test(sentence.trim()));

/** A note's text without its bracketed directions, spaces and punctuation closed up. */
export const withoutBracketedDirections = (text: string) =>
  text
    .replace(BRACKETED_DIRECTION, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
