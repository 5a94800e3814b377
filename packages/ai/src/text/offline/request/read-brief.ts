import { hasMainVerb } from '../../nlp/is-fragment';
import { stylePrefix } from '../../point-checks/brief-framing';
import { splitSentences } from '../analysis/split-sentences';
import { readRequest } from './read-request';
import { readSteering } from './read-steering';
import { cleanEnd, upperFirst } from './split-inline-list';

/**
 * A brief as people write it, before it is read sentence by sentence (issue 20 item 4, decision 213):
 * a pasted e-mail's greeting and sign-off, a sentence that only announces what follows, labels on
 * their own line ("Topics:", "Include:") over the lines they head, and instructions whose object is
 * content ("Make sure to mention that leave is booked two weeks ahead"). What the brief says stays;
 * how it was addressed to the video maker goes.
 */
export interface ReadBrief {
  /** The brief's text, each line a paragraph of its own, without its letter furniture and label blocks. */
  text: string;
  /** What the label blocks list: one topic a line, each said whole. */
  topics: string[];
}

/** "Hi Sam,", "Hello team!", "Dear all,", "Good morning everyone": the greeting of a pasted e-mail. */
const GREETING = /^(?:hi|hello|hey|dear|hiya|morning|good (?:morning|afternoon|evening))\b[^.!?:]{0,30}[,!.:]?$/i;
/** "I hope you're well.", "Hope all is good!": the courtesy after a greeting. */
const COURTESY = /^(?:i\s+)?hope\s+(?:you(?:'re| are)|all(?:'s| is)|this finds|you all|everyone)\b[^.!?]{0,30}[.!]?$/i;
/** "Thanks so much,", "Many thanks", "Kind regards,", "Cheers!": a sign-off; the lines after it are a name and a role. */
const SIGN_OFF =
  /^(?:thanks?|thank you|many thanks|thanks again|cheers|best|all the best|best wishes|regards|kind regards|warm regards|best regards|speak soon|ta|yours|sincerely)\b[^.!?]{0,20}[,!.]?$/i;
/** "Here's what people need to know.", "Here are the details:", "Details below.": a sentence that only announces what follows. */
const LEAD_IN =
  /^(?:here(?:'s|’s| is| are)\s+(?:what|the|some)\b[^.!?]{0,60}|(?:the\s+)?(?:details|key points|main points|points|info(?:rmation)?)\s+(?:are\s+)?(?:below|as follows))[.:!]?$/i;
/** "Topics:", "Cover:", "Include:", "Key points:" alone on a line: the lines under it are what to cover. */
const LABEL = /^(?:topics?|subjects?|cover|covering|include|including|key points|main points|points to cover|what to cover|agenda|content|contents)\s*:$/i;
/** "- ", "• ", "1. ", "a) ": a list line's marker. */
const MARKER = /^(?:[-*•–]\s+|\(?(?:\d{1,2}|[a-z])[.)]\s+)/i;

/**
 * "Make sure to mention that leave is booked two weeks ahead", "Remember to say that the office
 * closes…", "Please point out that…": the clause after "that" is what the viewer should hear. "Don't
 * forget the carry-over rule: up to five days…": what follows the colon is, under its name.
 */
export function contentOfInstruction(sentence: string): string | null {
  const s = sentence.trim();
  const said =
    /^(?:please\s+)?(?:(?:make sure|be sure|remember|don['’]t forget|do not forget)\s+(?:to\s+|you\s+)?)?(?:mention|say|state|explain|stress|emphasi[sz]e|point out|note|make (?:it )?clear|tell (?:them|everyone|staff|people|viewers|the team)|remind (?:them|everyone|staff|people|viewers|the team))\s+that\s+(.+)$/i.exec(
      s,
    ) ?? /^(?:please\s+)?(?:don['’]t|do not)\s+forget\s+that\s+(.+)$/i.exec(s);
  if (said) return `${upperFirst(cleanEnd(said[1] as string))}.`;
  const named = /^(?:please\s+)?(?:don['’]t|do not)\s+forget\s+(?:to\s+(?:mention|cover|include|explain)\s+)?(?:about\s+)?([^:]{2,60}):\s*(\S.+)$/i.exec(s);
  if (named) return `${upperFirst(cleanEnd(named[1] as string))}: ${cleanEnd(named[2] as string)}.`;
  return null;
}

/** A short verbless line heading a brief alone ("Our mileage claims process.") names its subject: it is read as a request about it. */
function subjectLine(line: string, heading = false): string | null {
  // (a line without its full stop, "# Phishing Awareness", is a heading: the title, read as one)
  if (!/^\p{Lu}[^#]*\.$/u.test(line.trim())) return null;
  const t = cleanEnd(line);
  // (a heading of nouns may read as an order, "Fire drill": one without an article or pronoun is taken as named)
  const verb = heading ? /\b(?:the|a|an|your|my|our|their|its|it|you|we|they)\b/i.test(t) : hasMainVerb(t);
  if (!t || /[:;,\d]/.test(t) || t.split(/\s+/).length > 8 || verb || readRequest(t) || readSteering(t)) return null;
  // (a word in capitals keeps them: "GDPR basics")
  return `A video about ${/^\p{Lu}\p{Lu}/u.test(t) ? t : `${t.charAt(0).toLowerCase()}${t.slice(1)}`}.`;
}

/** "TimeTrack", "ShiftPlanner", "SharePoint": a name written with a capital inside it, as products are; null unless one such name is written. */
function productName(text: string): string | null {
  // (each part a word of two letters or more: "TimeTrack", never "DOs" or "iPhone"-like spellings of a word in capitals)
  const names = new Set(text.match(/(?<![\p{L}'’])\p{Lu}\p{Ll}{2,}(?:\p{Lu}\p{Ll}+)+(?![\p{L}'’])/gu) ?? []);
  return names.size === 1 ? ([...names][0] as string) : null;
}

export function readBrief(brief: string): ReadBrief {
  // "Upbeat, practical: our new recycling bins. Blue bins take…": the style words steer, the rest is the brief's first
  // line; they go after it, so the line still opens the brief (decision 219).
  const lines = brief
    .split(/\r?\n/)
    .map((l) => l.trim())
    .flatMap((l) => {
      const styled = stylePrefix(l);
      return styled ? [upperFirst(styled.rest), '', `${styled.style}.`, ''] : [l];
    });
  const firstText = lines.findIndex(Boolean);
  if (firstText >= 0 && GREETING.test(lines[firstText] as string)) lines[firstText] = '';
  // A sign-off in the last lines ends the brief: what follows is who wrote it.
  const nonBlank = lines.flatMap((l, k) => (l ? [k] : []));
  const signOff = nonBlank.slice(-4).find((k) => SIGN_OFF.test(lines[k] as string) && nonBlank.indexOf(k) > 0);
  if (signOff !== undefined) lines.splice(signOff);
  const topics: string[] = [];
  const out: string[] = [];
  let inLabel = false;
  let first = true;
  let requested = false;
  for (const line of lines) {
    if (!line) {
      inLabel = false;
      out.push('');
      continue;
    }
    if (LABEL.test(line)) {
      inLabel = true;
      continue;
    }
    if (inLabel && !readSteering(line)) {
      topics.push(upperFirst(cleanEnd(line.replace(MARKER, ''))));
      continue;
    }
    inLabel = false;
    if (MARKER.test(line)) {
      out.push(line);
      continue;
    }
    const sentences = splitSentences(line)
      .filter((s) => !COURTESY.test(s.trim()) && !LEAD_IN.test(s.trim()))
      .map((s) => contentOfInstruction(s) ?? (readSteering(s) && !/[.!?]$/.test(s.trim()) ? `${s.trim()}.` : s));
    if (!sentences.length) continue;
    if (first) {
      // A short line without its full stop over lines of its own ("Fire drill" over "Who: …", "When: …") is the brief's
      // heading: it names the subject as "Our mileage claims process." does (decision 219).
      // (one such line only: a brief with several, "DO" over a list and "DON'T" over another, has headings of its parts)
      const headingLike = (l: string) => !/[.!?;]$/.test(l) && !/:/.test(l) && !/^#/.test(l) && !MARKER.test(l) && l.split(/\s+/).length <= 6;
      const heading = sentences.length === 1 && headingLike(line);
      const asHeading = heading && lines.filter(Boolean).length > 2 && lines.filter((l) => l && headingLike(l)).length === 1;
      const subject = subjectLine(asHeading ? `${upperFirst(line)}.` : (sentences[0] as string), asHeading);
      if (subject && (sentences.length > 1 || lines.filter(Boolean).length > 1)) sentences[0] = subject;
      first = false;
    }
    const said = sentences.join(' ');
    // A line addressed to the video maker is a paragraph of its own: a style line under a list ("Keep
    // it short.") is then read as steering, and a request line over bare list lines as the request.
    // A line of content stays where it was written (a heading over its paragraph stays one).
    const addressed = /[.!?:]["”’)]?$/.test(said) && sentences.some((x) => readSteering(x) || readRequest(x));
    if (sentences.some((x) => readRequest(x))) requested = true;
    out.push(...(addressed ? ['', said, ''] : [said]));
  }
  // A brief that asks for nothing and names one product as it is written ("With TimeTrack you clock in…") is about
  // that product: it names the video, as a request would, rather than a word of its sentences ("Clock", decision 219).
  const product = requested ? null : productName(out.join(' '));
  if (product) out.unshift(`A video about ${product}.`, '');
  return {
    text: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    topics,
  };
}
