/**
 * The slides every deck has that say nothing of its subject (decision 214): the agenda (a list of the
 * slides to come: the video makes its own), the closing "Questions?" and "Thank you", a "Contents".
 * A viewer never needs "Agenda" or "Thank you" as a point, nor the presenter's e-mail said aloud.
 */
const BOILERPLATE_TITLE = /^(?:(?:today['’]s\s+)?agenda|contents|table of contents|(?:any\s+)?questions|q\s*&\s*a|thank\s+you|thanks|the end)(?:\s*[?!.:]+)?$/i;

/** A line that only gives a way to get in touch: an e-mail, a web address, a phone number. */
const CONTACT = /^\S+@\S+$|^(?:https?:\/\/|www\.)\S+$|^(?:tel\.?:?\s*)?\+?[\d ()-]{7,}$/i;

/**
 * Whether a slide with this title and these lines of text is a deck's boilerplate: a title above, and
 * only short lines below that end no sentence (an agenda's items) or contact details. A "Questions?"
 * slide that asks real questions or an agenda with sentences under it keeps its text.
 */
export function isDeckBoilerplate(title: string, lines: readonly string[]): boolean {
  if (!BOILERPLATE_TITLE.test(title.trim())) return false;
  return lines.every((line) => {
    const text = line.trim();
    if (CONTACT.test(text)) return true;
    return text.split(/\s+/).length <= 8 && !/[.?!]$/.test(text);
  });
}
