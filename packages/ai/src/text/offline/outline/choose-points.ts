import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import { looksLikeCode } from '../../point-checks/looks-like-code';
import { unsayable } from '../../point-checks/sayable-line';
import { standAlone } from '../analysis/stand-alone';
import { termsOf } from '../analysis/terms-of';
import type { SourceSection, SourceSentence } from '../analysis/text-analysis';
import { countWords, toKeyPoint } from '../text-shaping';
import { isAboutTheDocument } from './about-the-document';
import { factValue, namesEmphasis } from './fact-value';
import { withoutNearDuplicates } from './near-duplicates';
import type { OutlineContext } from './outline-context';
import { MAX_POINT_WORDS } from './outline-limits';
import { clausesOf } from './partition';
import { referenceRows } from './reference-rows';
import { refersBack } from './refers-back';
import { isGeneralIntro, isRuleSentence } from './sentence-kinds';
import { titleKey } from './slide-titles';
import type { OutlineWriterState } from './writer-state';

/** Code, a lead-in to code no one shows ("…, run:") and a pointer elsewhere ("See Chapter 2") are no points (decisions 207, 214). */
const isCodeOrLeadIn = (text: string) => looksLikeCode(text) || unsayable(text, 'point');

/**
 * A point that leans on a sentence before it ("Instead, they must…", "These four habits…", "This
 * will then be given a number…") is written to stand alone where a rule can ("It is also an
 * attempt…" after "Debian is…" → "Debian is an attempt…"); else it gives way to the next best
 * sentence that stands alone, or is left out (issue 20 item 3, decisions 156 and 184). A bullet is
 * read on its own, so even the sentence it leans on shown just above it does not make it whole, and a
 * slide with fewer points beats one that points at nothing.
 */
function withoutOrphans(chosen: SourceSentence[], ranked: SourceSentence[], all: SourceSentence[]): SourceSentence[] {
  const out: SourceSentence[] = [];
  const mended = (s: SourceSentence): SourceSentence | null => {
    const before = all[s.index - 1];
    const text = standAlone(s.text, before?.section === s.section ? before.text : undefined);
    // ("It does not describe…" made whole is "This document does not describe…": still about the text, decision 203)
    if (text === null || isAboutTheDocument(text)) return null;
    return text === s.text ? s : { ...s, text, terms: termsOf(text), words: countWords(text) };
  };
  for (const s of chosen) {
    const whole = mended(s);
    if (whole) out.push(whole);
    else {
      const instead = ranked.find((r) => !out.some((o) => o.index === r.index) && !chosen.includes(r) && !leansOnEarlierSentence(r.text));
      if (instead) out.push(instead);
    }
  }
  return out;
}

/**
 * A point whose "it" or "them" is named only by the sentence before ("Keep it short when you call"
 * after "If your laptop is lost or stolen, report it…") is shown with that sentence, just above it, or
 * not at all (issue 20 item 3, decision 195): the sentence before joins the slide when there is room and
 * no other slide shows it; else the point gives way to the next best one that stands alone, so the
 * sentence it leans on is never lost for it.
 */
function withAntecedents(
  chosen: SourceSentence[],
  ranked: SourceSentence[],
  sections: SourceSection[],
  max: number,
  state?: OutlineWriterState,
): SourceSentence[] {
  let out = [...chosen];
  for (const s of chosen) {
    if (!refersBack(s.text)) continue;
    // (the sentence before it in its own section: a sentence of another section names nothing for it)
    const before = sections[s.section]?.sentences[s.positionInSection - 1];
    if (before && out.some((o) => o.index === before.index)) continue;
    const free =
      !!before &&
      !(state?.pointUses.get(before.index) ?? 0) &&
      !leansOnEarlierSentence(before.text) &&
      !refersBack(before.text) &&
      !isAboutTheDocument(before.text);
    if (free && before && out.length < max) {
      out.push(before);
      continue;
    }
    out = out.filter((o) => o !== s);
    const instead = ranked.find((r) => !out.some((o) => o.index === r.index) && !chosen.includes(r) && !leansOnEarlierSentence(r.text) && !refersBack(r.text));
    if (instead) out.push(instead);
  }
  return out;
}

/**
 * A sentence as a bullet: without its full stop, but a question keeps its "?" when it is shown whole: a
 * question shown or said as a statement ("Why does water vapour condense as it rises") says something else (decision 217).
 */
export function asPoint(text: string): string {
  const point = toKeyPoint(text, MAX_POINT_WORDS);
  return /\?["”’)]?\s*$/.test(text) && countWords(point) === countWords(text.replace(/[\s?"”’)]+$/, '')) ? `${point}?` : point;
}

/** Picks the key points of a group: its best sentences, shown in reading order. */
export function pointsFrom(
  group: SourceSentence[],
  ctx: OutlineContext,
  want: { min: number; max: number },
  exclude: Set<string>,
  state?: OutlineWriterState,
  picked?: SourceSentence[],
): string[] {
  // Sentences another slide already shows (a comparison's columns) stay there.
  const merged = new Set(group.map((s) => s.section)).size > 1;
  // On a merged slide each sentence is weighed by the facts it carries, so a section keeps its figure or threshold.
  const value = (s: SourceSentence) => (merged || ctx.analysis.steering.emphasis ? factValue(s, ctx) : s.score);
  // A reference table's rows (types, codes, two lists side by side) are no points a viewer reads (decision 200),
  // unless the slide has nothing else to show: an empty slide tells less than its table.
  const reference = new Set([...new Set(group.map((s) => s.section))].flatMap((k) => [...referenceRows(ctx.analysis.sections[k])]));
  if (group.every((s) => reference.has(s.index) || (state?.pointUses.get(s.index) ?? 0))) reference.clear();
  // A sentence about the text itself ("In case you are reading this as a plain text file…") is no point (decision 203),
  // nor is code a reader could not tell from text ("$ sudo dpkg -i …", "name: nightly-files paths: […]"): the same
  // rule the point checks and the measure apply (decision 207).
  for (const s of group) if (isAboutTheDocument(s.text) || isCodeOrLeadIn(s.text)) reference.add(s.index);
  const ranked = [...group]
    .filter((s) => !(state?.pointUses.get(s.index) ?? 0) && !reference.has(s.index))
    .sort((a, b) => value(b) - value(a) || a.index - b.index);
  // Sections merged onto one slide each keep their best sentence before any section gets a second;
  // an introduction's general sentence is not a section's fact.
  const bestOfSection = [...new Set(ranked.map((s) => s.section))]
    .map((k) => ranked.find((s) => s.section === k && !(merged && isGeneralIntro(s))))
    .filter((s): s is SourceSentence => !!s);
  let chosen =
    bestOfSection.length > 1
      ? [...bestOfSection.slice(0, want.max), ...ranked.filter((s) => !bestOfSection.includes(s))].slice(0, want.max)
      : ranked.slice(0, want.max);
  chosen = withoutOrphans(chosen, ranked, ctx.analysis.sentences);
  chosen = withAntecedents(chosen, ranked, ctx.analysis.sections, want.max, state);
  // Points that say nearly the same keep the most complete one; the next best point that says something else takes the place.
  const distinct = withoutNearDuplicates(chosen);
  if (distinct.length < chosen.length) {
    const spare = ranked.filter((r) => !chosen.some((c) => c.index === r.index) && !leansOnEarlierSentence(r.text) && !refersBack(r.text));
    chosen = withoutNearDuplicates([...distinct, ...spare]).slice(0, Math.max(distinct.length, Math.min(chosen.length, want.max)));
  }
  if (chosen.length < want.min) {
    const clauses = clausesOf(ranked).filter((c) => !leansOnEarlierSentence(c.text));
    if (clauses.length > chosen.length) chosen = clauses.slice(0, want.max);
  }
  if (chosen.length < want.min && ctx.analysis.sentences.length >= 8) {
    // A long text can lend a related sentence of the same section (sharing the group's terms); a short
    // brief cannot without showing the same point on several slides.
    const terms = new Set(group.flatMap((s) => s.terms));
    // Only from the slide's own sections: a point is never filed under another section's heading (decision 178).
    const own = new Set(group.map((s) => s.section));
    const uses = (s: SourceSentence) => state?.pointUses.get(s.index) ?? 0;
    const related = ctx.analysis.sentences
      // Only sentences no slide shows yet: the same fact never appears on two slides.
      .filter(
        (s) =>
          own.has(s.section) &&
          !reference.has(s.index) &&
          !isAboutTheDocument(s.text) &&
          !isCodeOrLeadIn(s.text) &&
          !chosen.some((c) => c.index === s.index) &&
          !exclude.has(s.text) &&
          !(state?.pointUses.get(s.index) ?? 0) &&
          !leansOnEarlierSentence(s.text),
      )
      .map((s) => ({ s, overlap: s.terms.filter((t) => terms.has(t)).length }))
      // The least-shown sentences first, so one fact does not reappear on slide after slide.
      .sort((a, b) => uses(a.s) - uses(b.s) || b.overlap - a.overlap || b.s.score - a.s.score || a.s.index - b.s.index)
      .slice(0, want.min - chosen.length)
      .map((x) => x.s);
    chosen = [...chosen, ...related];
  }
  const seen = new Set<string>();
  for (const s of chosen) state?.pointUses.set(s.index, (state.pointUses.get(s.index) ?? 0) + 1);
  picked?.push(...chosen);
  // A brief asking to make the rules unmistakable puts them first on the slide; otherwise reading order.
  const ruleFirst = (s: SourceSentence) => (!ctx.analysis.steering.emphasis ? 2 : namesEmphasis(s, ctx) ? 0 : isRuleSentence(s.text) ? 1 : 2);
  return chosen
    .sort((a, b) => ruleFirst(a) - ruleFirst(b) || a.index - b.index)
    .map((s) => asPoint(s.text))
    .filter((p) => {
      const key = titleKey(p);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
