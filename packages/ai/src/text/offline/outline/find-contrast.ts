import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import { columnTitlesFor } from '../../outline-plan';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { unsayable } from '../../point-checks/sayable-line';
import type { SourceSentence } from '../analysis/text-analysis';
import { capitalize, escapeName, titleCase, toKeyPoint } from '../text-shaping';
import { LABEL_PAIRS } from './contrast-labels';
import type { OutlineContext } from './outline-context';
import { MAX_POINT_WORDS } from './outline-limits';
import { referenceRows } from './reference-rows';
import { isInstruction, PROHIBITION } from './sentence-kinds';
import type { OutlineWriterState } from './writer-state';

/**
 * Comparisons only where the source compares (issue "What the default engine writes", rule 4):
 * two columns are only made from sentences that state their side of a contrast — a label
 * ("Acceptable: …"), a prohibition ("never", "do not") set against an instruction, a before/after
 * in time, named options the source sets against each other, or stated advantages and risks.
 * A recommended practice is never put under a negative heading; without a stated contrast the
 * slide is written as bullet points instead.
 */

// (a time word that labels a field, "Since: 2.0" under a reference entry, states no time: never a side)
const BEFORE = /^(?:before\s+(?:the\s+)?\p{Lu}|previously\b|in the past\b|until (?:now|recently)\b|last year\b)(?!\s*:)|\bused to\b/iu;
const AFTER = /^(?:after\s+(?:the\s+)?\p{Lu}|with\s+\p{Lu}|now\b|today\b|from now on\b|since\b|this year\b)(?!\s*:)/iu;
/** Words a side of a before and after states at least: a state of things, not a label and its value. */
const MIN_STATE_WORDS = 4;
const statesTime = (text: string) => text.split(/\s+/).length >= MIN_STATE_WORDS;
/** The side of a before and after a sentence states, if any: "Previously, claims were posted" is before, "Since: 2.0" is none. */
export function timeSide(text: string): 'before' | 'after' | null {
  if (!statesTime(text)) return null;
  return BEFORE.test(text) ? 'before' : AFTER.test(text) ? 'after' : null;
}

/**
 * "No notification is sent to the user", "No provision has been made for…", "No detailed design work":
 * what does not happen, or a notice's "no", is a statement, not a thing the viewer is told not to do;
 * under a "Don't" heading it reads as a double negative ("Don't: No notification is sent…").
 */
const NO_STATEMENT = /^no\b/i;
const PRO = /\b(?:advantages?|benefits?|pros)\b/i;
const CON = /\b(?:disadvantages?|risks?|drawbacks?|downsides?|cons)\b/i;

export interface Columns {
  leftColumnTitle: string;
  leftColumnPoints: string[];
  rightColumnTitle: string;
  rightColumnPoints: string[];
  used: SourceSentence[];
  /** The sides are the two things the brief names to compare, taken wherever the materials describe them: the title says so. */
  compared?: boolean;
}

/** "Hold the load close, and never twist your body" → the practice and the prohibition, as two clauses. */
function splitMixed(s: SourceSentence): [string, string] | null {
  const m = /^(.+?)(?:,\s*|\s+)(?:and|but)\s+(never|do not|don['’]t|avoid)\s+(.+)$/i.exec(s.text);
  if (!m || PROHIBITION.test(m[1] as string)) return null;
  return [m[1] as string, `${capitalize(m[2] as string)} ${m[3] as string}`];
}

/** A column heading that already says "don't". */
const NEGATIVE_COLUMN = /^(?:don['’]t|do not|never|not acceptable|unacceptable|not allowed)$/i;

/**
 * A prohibition as said under a heading that carries its negation: "Never print X, and never save Y"
 * → "Print X, or save Y"; "Do not share your password" → "Share your password"; "You may not attempt
 * to alter the recipients' rights" → "Attempt to alter the recipients' rights". A point whose
 * negation is not its opening word is kept as it is.
 */
export function withoutNegation(point: string): string {
  // (a prohibition said to the reader is the thing not to do: "You may not attempt to alter…" → "Attempt to alter…", decision 205)
  const m = /^(?:never|do not|don['’]t|you\s+(?:may|must|shall|should)\s+not|you\s+cannot|you\s+can['’]t)\s+(.+)$/i.exec(point.trim());
  if (!m) return point;
  return capitalize(m[1] as string).replace(/,?\s+(?:and|or|nor)\s+(?:never|do not|don['’]t)\s+/gi, ', or ');
}

const columnPoint = (text: string, title: string) => {
  const point = toKeyPoint(
    text.replace(/^[^:]{1,24}:\s*/, (label) =>
      LABEL_PAIRS.some(([l, r]) => l.test(label.replace(/:\s*$/, '')) || r.test(label.replace(/:\s*$/, ''))) ? '' : label,
    ),
    MAX_POINT_WORDS,
  );
  // Under a negative heading the heading says the "don't": "Don't: Never print customer documents…" is a
  // double negative, so the point loses its own ("Don't: Print customer documents at home, or save them…"), decision 195.
  if (NEGATIVE_COLUMN.test(title.trim())) return capitalize(withoutNegation(point));
  // "Do: Do update the customer" → "Update the customer".
  if (!/^do$/i.test(title)) return capitalize(point);
  const plain = (t: string) => t.replace(/[’‘]/g, "'");
  const first = new RegExp(`^${plain(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`, 'i');
  return capitalize(plain(point).replace(first, '').replace(/'/g, '’'));
};

export function findContrast(pool: SourceSentence[], ctx: OutlineContext, purpose: string, labelledOnly = false, namedOnly = false): Columns | null {
  const take = (left: { s: SourceSentence; text: string }[], right: { s: SourceSentence; text: string }[], titles: [string, string]): Columns | null => {
    if (!left.length || !right.length) return null;
    const l = left.slice(0, 3);
    const r = right.slice(0, 3);
    return {
      leftColumnTitle: titles[0],
      leftColumnPoints: l.map((x) => columnPoint(x.text, titles[0])),
      rightColumnTitle: titles[1],
      rightColumnPoints: r.map((x) => columnPoint(x.text, titles[1])),
      used: [...new Set([...l, ...r].map((x) => x.s))],
    };
  };
  // 1. Labelled sides: "Acceptable: … Not acceptable: …".
  for (const [left, right] of namedOnly ? [] : LABEL_PAIRS) {
    const label = (s: SourceSentence) => /^([^:]{1,24}):\s/.exec(s.text)?.[1]?.trim() ?? '';
    const l = pool.filter((s) => left.test(label(s)));
    const r = pool.filter((s) => right.test(label(s)));
    if (l.length && r.length)
      return take(
        l.map((s) => ({ s, text: s.text })),
        r.map((s) => ({ s, text: s.text })),
        [titleCase(label(l[0] as SourceSentence)), titleCase(label(r[0] as SourceSentence))],
      );
  }
  if (labelledOnly) return null;
  // 2. Named options the source or the brief sets against each other ("Compare the Basic and Pro plans").
  const compare = ctx.analysis.steering.compare;
  if (compare) {
    const [a, b] = compare.map((x) => x.replace(/\s+(?:plans?|options?|versions?|models?|tiers?|products?)$/i, '').trim()) as [string, string];
    const has = (s: SourceSentence, name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(s.text);
    // A sentence about the option: it opens on its name ("The Pro plan includes…", "Unlike Basic, Pro …").
    const about = (s: SourceSentence, name: string, other: string) =>
      new RegExp(
        `^(?:the\\s+)?${escapeName(name)}(?:\\s+(?:plan|option|version|tier|model|package|edition|product))?\\s+(?:includes?|offers?|costs?|has|gives?|is|provides?|comes?|adds?|lets?)\\b`,
        'i',
      ).test(s.text) || new RegExp(`^unlike\\s+(?:the\\s+)?${escapeName(other)}\\b[^,]*,\\s*(?:the\\s+)?${escapeName(name)}\\b`, 'i').test(s.text);
    const l = pool.filter((s) => about(s, a, b));
    const r = pool.filter((s) => about(s, b, a));
    const stated = ctx.analysis.sentences.some(
      (s) => has(s, a) && has(s, b) && /\b(?:unlike|whereas|compared|versus|vs|instead|than|while|but|or)\b/i.test(s.text),
    );
    if (stated) {
      const c = take(
        l.map((s) => ({ s, text: s.text })),
        r.map((s) => ({ s, text: s.text })),
        [titleCase(a), titleCase(b)],
      );
      if (c) return c;
    }
  }
  if (namedOnly) return null;
  // 3. Before and after in time.
  const before = pool.filter((s) => timeSide(s.text) === 'before');
  const after = pool.filter((s) => timeSide(s.text) === 'after');
  if (/before|change|turning/i.test(purpose) || (before.length && after.length)) {
    const c = take(
      before.map((s) => ({ s, text: s.text })),
      after.map((s) => ({ s, text: s.text })),
      ['Before', 'After'],
    );
    if (c) return c;
  }
  // 4. Stated advantages against stated risks.
  const pros = pool.filter((s) => PRO.test(s.text) && !CON.test(s.text));
  const cons = pool.filter((s) => CON.test(s.text) && !PRO.test(s.text));
  const pc = take(
    pros.map((s) => ({ s, text: s.text })),
    cons.map((s) => ({ s, text: s.text })),
    ['Benefits', 'Risks'],
  );
  if (pc) return pc;
  // 5. Practices against prohibitions.
  const dos: { s: SourceSentence; text: string }[] = [];
  const donts: { s: SourceSentence; text: string }[] = [];
  for (const s of pool) {
    const mixed = splitMixed(s);
    if (mixed) {
      dos.push({ s, text: mixed[0] });
      donts.push({ s, text: mixed[1] });
    } else if (PROHIBITION.test(s.text)) {
      if (!NO_STATEMENT.test(s.text.trim())) donts.push({ s, text: s.text });
    } else if (isInstruction(s.text)) dos.push({ s, text: s.text });
  }
  const [pl, pr] = columnTitlesFor(purpose);
  return take(dos, donts, pl === 'Acceptable' ? [pl, pr] : ['Do', 'Don’t']);
}

/**
 * The two columns of a comparison slide, from its own sections only (issue 20 items 2 and 3,
 * decision 184): its material first, then what no other slide shows of the same sections, never a
 * sentence of another section to fill a side; and within one document. Sides from elsewhere, two
 * documents among them, are set against each other only when the brief names the two things to
 * compare: that slide compares them and says so in its title (`compared`). Without a contrast the
 * slide is written as bullet points.
 */
export function splitColumns(group: SourceSentence[], ctx: OutlineContext, purpose: string, state: OutlineWriterState): Columns | null {
  // The brief's own steps are things to do in order, never a "do" set against a "don't" ("Stop" is a step).
  const steps = new Set(ctx.analysis.request?.steps ?? []);
  // The slide's own sections: a text of one section (a brief, pasted text without headings) is shared
  // out sentence by sentence, so its sentences no other slide shows are the slide's own too.
  const sections = new Set(group.map((x) => x.section));
  const unshown = ctx.analysis.sentences.filter((x) => sections.has(x.section) && !group.includes(x) && !(state.pointUses.get(x.index) ?? 0));
  // A side is read on its own: a sentence leaning on the one before it is never one (decision 184), nor a
  // reference table's row ("Book: weight, 75", decision 200), nor code or a line no one can show (decision 214).
  const reference = new Set([...sections].flatMap((k) => [...referenceRows(ctx.analysis.sections[k])]));
  const own = [...group, ...unshown].filter(
    (x) => !steps.has(x.text) && !leansOnEarlierSentence(x.text) && !reference.has(x.index) && !looksLikeCode(x.text) && !unsayable(x.text, 'point'),
  );
  const documentOf = (x: SourceSentence) => ctx.analysis.sections[x.section]?.document ?? 0;
  const counts = new Map<number, number>();
  for (const x of own) counts.set(documentOf(x), (counts.get(documentOf(x)) ?? 0) + 1);
  // Each document's part of the slide in turn, the one with most to say first.
  const pools = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([d]) => own.filter((x) => documentOf(x) === d));
  // Sides the source labels itself ("Acceptable: …") first.
  for (const pool of pools) {
    const c = findContrast(pool, ctx, purpose, true);
    if (c) return c;
  }
  if (ctx.analysis.steering.compare) {
    // The brief names the two things to compare ("Compare the Basic and Pro plans"): sentences about
    // them are the slide's material wherever they are, even in two documents, and the title says the
    // slide compares them.
    const elsewhere = ctx.analysis.sentences.filter(
      (x) => !own.includes(x) && !steps.has(x.text) && !(state.pointUses.get(x.index) ?? 0) && !leansOnEarlierSentence(x.text),
    );
    const named = findContrast([...own, ...elsewhere], ctx, purpose, false, true);
    if (named) return { ...named, compared: true };
  }
  for (const pool of pools) {
    const c = findContrast(pool, ctx, purpose);
    if (c) return c;
  }
  return null;
}
