import { DEFAULT_SUGGESTION_LIMIT } from './chat-constants';
import { CHAT_STOP_WORDS } from './chat-stop-words';
import { questionWords } from './chat-topics';

/** A line that reads like a heading: short, capitalised, not a sentence. */
function headingOf(line: string): string | null {
  const text = line.replace(/^[\s#*•\-–\d.)]+/, '').trim();
  const words = text.split(/\s+/);
  if (words.length < 1 || words.length > 7 || text.length < 4 || text.length > 60) return null;
  if (!/^\p{Lu}/u.test(text) || /[.,;:!?]$/.test(text)) return null;
  if (!words.some((w) => w.length > 3 && !CHAT_STOP_WORDS.has(w.toLowerCase()))) return null;
  return text;
}

/** Lower-cases ordinary words; keeps acronyms and names with inner capitals (PPE, iPhone). */
function inSentence(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) => (/\p{Lu}.*\p{Lu}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** Headings that name the document itself: ask what it covers. */
const DOCUMENT_WORDS = /^(handbook|guide|manual|overview|introduction|checklist|course|module|booklet|guidebook|primer|playbook)$/;
/** Headings that name one rule or plan: ask what it is. */
const RULE_WORDS = /^(policy|plan|procedure|process|rule|code|standard|requirement|limit|schedule|timeline|deadline)$/;
/** Uncountable or abstract last words read naturally without "the" ("fire safety", "badge access"). */
const MASS_WORD =
  /(ty|ing|ment|ness|ance|ence|ism|ics|ship|dom|ure|access|aid|health|hygiene|conduct|work|data|information|leave|pay|care|knowledge|software|gear|wear|use)$/;
const isPlural = (w: string) => /[^su]s$/.test(w) && !/(ss|us|is|ics)$/.test(w);

/**
 * A heading turned into a question as a person would ask it: "What are the forklift rules?",
 * "What does the warehouse safety handbook cover?", "What should I know about the assembly point?".
 */
export function headingQuestion(heading: string): string {
  const phrase = inSentence(heading);
  const words = phrase.split(/\s+/);
  const last = words.at(-1)?.toLowerCase() ?? '';
  // One word ("Lockers", "Security") has no context for "the": ask about it plainly.
  if (words.length === 1) return `What should I know about ${phrase}?`;
  if (DOCUMENT_WORDS.test(last)) return `What does the ${phrase} cover?`;
  if (RULE_WORDS.test(last)) return `What is the ${phrase}?`;
  if (isPlural(last)) return `What are the ${phrase}?`;
  if (MASS_WORD.test(last)) return `What should I know about ${phrase}?`;
  return `What should I know about the ${phrase}?`;
}

/**
 * Spec 000 §3 "Search suggestions": starter questions built from the material itself — its
 * headings first (in document order), then its most frequent key terms (nouns rather than
 * verbs or adverbs: words ending in -ed or -ly are skipped). Never invents topics.
 */
export function buildSuggestions(pages: readonly string[], limit = DEFAULT_SUGGESTION_LIMIT): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (question: string, key: string) => {
    if (out.length >= limit || seen.has(key)) return;
    seen.add(key);
    out.push(question);
  };
  for (const page of pages) {
    for (const line of page.split(/\r?\n/)) {
      const heading = headingOf(line);
      if (heading) add(headingQuestion(heading), heading.toLowerCase());
    }
  }
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const w of questionWords(page))
      if (w.length > 4 && !CHAT_STOP_WORDS.has(w) && !/\d/.test(w) && !/(ed|ly)$/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const terms = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [term] of terms) {
    if ([...seen].some((k) => k.includes(term))) continue;
    add(`What does the training say about ${term}?`, term);
  }
  return out;
}
