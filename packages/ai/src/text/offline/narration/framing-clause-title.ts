import { stripTrailingPunctuation } from '../text-shaping';
import { spokenTitle } from './spoken-text';

/** A title that asks its subject as a clause: "How Our Employee Assistance Programme Works", "Why Backups Matter". */
const CLAUSE_TITLE = /^(?:how|why|what|when|where|who|which|whether)\s+\S/i;
/** The clause's subject when it says what a thing does ("how our programme works" → "our programme"). */
const WHAT_IT_DOES = /^(?:how|why|what|when|where)\s+(.+?)\s+(?:works?|matters?|is|are|happens?|changes?|means?|does|do|helps?)$/i;

/**
 * A title that is a question-word clause said in a sentence (decision 219): "Welcome to How Our Programme Works."
 * and "A recap of How Our Programme Works." put a clause where a name goes. The clause is said as one, in lower
 * case with the source's names kept ("how our employee assistance programme works", "how to unpack a source
 * package"); null for any other title.
 */
export function clauseTitle(title: string, names: Set<string> = new Set()): string | null {
  const plain = stripTrailingPunctuation(title.trim());
  if (!CLAUSE_TITLE.test(plain) || /\?\s*$/.test(title) || /[:—–]/.test(plain)) return null;
  return spokenTitle(plain, names);
}

/** The thing a clause title is about, as a noun a line can carry ("our employee assistance programme"); null when it says no such thing. */
export function clauseSubject(clause: string): string | null {
  return WHAT_IT_DOES.exec(clause.trim())?.[1] ?? null;
}
