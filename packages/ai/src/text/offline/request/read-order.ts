import { splitInlineList } from './split-inline-list';

/**
 * The order a brief asks the material to be planned in (issue 20 item 2, "in document order unless
 * the brief asks otherwise"; decision 185): the topics in that order, and whether the brief pins the
 * first and the last of them ("start with …", "end with …"). Null when the brief names no order.
 */
export interface BriefOrder {
  items: string[];
  /** "Start with X": nothing comes before X. */
  first: boolean;
  /** "End with Z": nothing comes after Z. */
  last: boolean;
}

/** What a video opens or closes with that is its form, not a topic ("end with a quiz", "start with a question"). */
const FORM =
  /^(?:(?:a|an|the|one|some|short|quick|brief|little|final|closing|opening)\s+)*(?:quiz(?:zes)?|questions?|knowledge checks?|summary|summaries|recap|review|call to action|introduction|intro|overview|welcome|greeting|hook|story|stories|anecdotes?|examples?|thank you|thanks|goodbye|key takeaways?|takeaways?|conclusion|outro|agenda|scenario|joke|video|slide)\b/i;

/** Words that move on to the next topic ("…, then first aid", "followed by", "after that"). */
const NEXT = /,?\s*(?:and\s+)?(?:then|next|after that|afterwards|followed by|before moving on to|before turning to)\s+/i;
/** Words that close the order ("…, and end with reporting"). */
const END =
  /,?\s*(?:and\s+)?(?:(?:end|finish|close|conclude|wrap up)\s+(?:the video\s+|it\s+)?(?:with|on|by covering|by explaining)|(?:finally|lastly|last of all),?)\s+/i;
const START =
  /^(?:(?:start|begin|open|kick off)\s+(?:the video\s+|it\s+|off\s+)?(?:with|on|by covering|by explaining|by looking at)|first(?:ly)?,|first of all,?)\s+/i;
const IN_ORDER = /\bin\s+(?:this|the following|that|the same|this exact|exactly this)\s+order\b\s*:?\s*/i;
/** A maker's verb before the topics ("Cover…", "Go through…"). */
const TELL =
  /^(?:please\s+)?(?:(?:make sure|be sure)\s+(?:to\s+|you\s+)?)?(?:cover|covering|explain|present|discuss|go (?:over|through)|walk (?:them |staff |us )?through|talk about|address|take (?:them|staff|us) through)\s+(?:the following\s+)?:?\s*/i;

const plain = (t: string) =>
  t
    .trim()
    .replace(/^(?:and|then|or|with|on)\s+/i, '')
    .replace(/[\s.!?:;,]+$/u, '')
    .replace(/\s+(?:first|last|next)$/i, '')
    .replace(/^(?:the|our|your|a|an)\s+/i, '');

/** The topics of one segment of an order ("the fire exits", "dental, vision and family leave"). */
const topicsIn = (segment: string): string[] => {
  const t = plain(segment.replace(TELL, ''));
  if (!t) return [];
  const list = splitInlineList(t);
  return (list.length >= 2 ? list : [t]).map(plain).filter((x) => x && !FORM.test(x) && x.split(/\s+/).length <= 8);
};

/** The order one sentence of the brief asks for, or null when it asks for none. */
export function readOrderSentence(sentence: string): BriefOrder | null {
  const s = sentence
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
  const inOrder = IN_ORDER.exec(s);
  if (inOrder) {
    // "Cover these in this order: a, b, c" or "Cover a, b and c, in this order".
    const after = s.slice(inOrder.index + inOrder[0].length);
    const before = s.slice(0, inOrder.index).replace(/,\s*$/, '');
    const items = topicsIn(after.trim() ? after : before.replace(/\b(?:these|them|it|the topics|the following)\s*$/i, ''));
    return items.length >= 2 ? { items, first: true, last: true } : null;
  }
  const start = START.exec(s);
  const body = start ? s.slice(start[0].length) : s.replace(TELL, '');
  const told = start !== null || TELL.test(s);
  // "…, then first aid": a sentence addressed to the maker that moves from topic to topic, or opens or closes on one.
  const end = END.exec(body);
  const head = end ? body.slice(0, end.index) : body;
  const segments = head.split(NEXT);
  if (!start && !end && (segments.length < 2 || !told)) return null;
  // "End with reporting." alone, or "End with a quiz.": only a topic pins the last place.
  const closing = end ? topicsIn(body.slice(end.index + end[0].length)) : [];
  const opening = start || segments.length >= 2 || end ? segments.flatMap(topicsIn) : [];
  const items = [...opening, ...closing];
  if (!items.length) return null;
  return { items, first: start !== null && opening.length > 0, last: closing.length > 0 };
}

/** A numbered list of at least two topics in the brief ("1. Fire exits\n2. First aid"): their order is the order asked for. */
function numberedList(brief: string): string[] {
  const items: string[] = [];
  let expected = 1;
  for (const line of brief.split('\n')) {
    const m = /^\s*(\d{1,2})[.)]\s+(.+)$/.exec(line);
    if (!m) continue;
    if (Number(m[1]) !== expected) return items.length >= 2 ? items : [];
    expected++;
    // A numbered topic may go on to say what about it ("Fire exits: where they are"): its name is before the colon or dash.
    const name = plain((m[2] as string).split(/\s+[—–-]\s+|:\s/)[0] as string);
    if (name) items.push(name);
  }
  return items.length >= 2 ? items : [];
}

/** The order the brief asks for (decision 185): a numbered list of topics, else its order sentences joined; null when it asks for none. */
export function readOrder(brief: string): BriefOrder | null {
  const listed = numberedList(brief);
  if (listed.length) return { items: listed, first: true, last: true };
  const sentences = brief
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z])/)
    .map((x) => x.trim())
    .filter(Boolean);
  const orders = sentences.map(readOrderSentence).filter((o): o is BriefOrder => o !== null);
  if (!orders.length) return null;
  const items = [...new Set(orders.flatMap((o) => o.items))];
  return { items, first: orders.some((o) => o.first), last: orders.some((o) => o.last) };
}
