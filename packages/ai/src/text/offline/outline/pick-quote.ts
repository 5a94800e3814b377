import { termsOf } from '../analysis/terms-of';
import type { SourceSentence } from '../analysis/text-analysis';
import { shortenSentence } from '../text-shaping';
import { closesAVideo, messageWorth, worthASlide } from './message-worth';
import type { OutlineContext } from './outline-context';
import { MAX_QUOTE_WORDS } from './outline-limits';
import { quoteStandsAlone } from './quote-stands-alone';
import { fillsRole, roleMakesClaim } from './role-fit';
import { isRuleSentence } from './sentence-kinds';
import { titleKey } from './slide-titles';
import type { OutlineWriterState } from './writer-state';

/**
 * The slide's message for a Key Message slide: the most important short sentence not used yet that
 * stands alone (decision 185), worth a slide of its own and, given the choice, one that fills the
 * slide's role (decision 191). The closing message never shows a point a slide already showed: with
 * none left, there is none (the writer recaps instead).
 */
export function pickQuote(ctx: OutlineContext, purpose: string, usedQuotes: Set<string>, state?: OutlineWriterState, at?: number): SourceSentence | undefined {
  const wantsAdvice = /recommend|decision|action|lesson|help|try|takeaway/i.test(purpose);
  const isLast = at !== undefined && at === ctx.plan.length - 1;
  // A point shown as a clause or a cut of the sentence ("Attackers pretend to be trusted senders…") is the sentence shown.
  const shownTerms = [...(state?.shownPoints ?? [])].map((p) => new Set(termsOf(p))).filter((t) => t.size >= 3);
  const saysShown = (s: SourceSentence) => shownTerms.some((t) => [...t].filter((x) => s.terms.includes(x)).length / t.size >= 0.8);
  const shown = (s: SourceSentence) =>
    !!(state?.pointUses.get(s.index) ?? 0) ||
    [s.text, shortenSentence(s.text, MAX_QUOTE_WORDS)].some((t) => state?.shownPoints.has(titleKey(t))) ||
    (isLast && saysShown(s));
  // A section the video leaves out is named on the closing slide as not covered: its sentences are
  // never a slide's message (the opening before the first heading, which no slide plans, may be).
  const covered = new Set(ctx.groups.flatMap((g) => g.map((s) => s.section)));
  const inVideo = (s: SourceSentence) => {
    const heading = ctx.analysis.sections[s.section]?.heading;
    return covered.size === 0 || covered.has(s.section) || !heading || heading === ctx.analysis.title;
  };
  const sentences = ctx.analysis.sentences.filter((s) => inVideo(s) && quoteStandsAlone(s.text) && !(isLast && shown(s)));
  // A message that is not on another slide yet, so the video does not say it twice.
  const fresh = sentences.filter((s) => !usedQuotes.has(s.text) && s.words >= 4 && !shown(s));
  const purposeTerms = new Set(termsOf(purpose));
  // A call to action or next step is what the source's last part asks the viewer to do.
  const closing = /action|next step|try it/i.test(purpose);
  const lastSection = ctx.analysis.sections.length - 1;
  const related = (s: SourceSentence) =>
    (s.terms.some((t) => purposeTerms.has(t)) || termsOf(ctx.analysis.sections[s.section]?.heading ?? '').some((t) => purposeTerms.has(t)) ? 0.6 : 0) +
    (closing && s.section === lastSection && lastSection > 0 ? 0.6 : 0);
  // With every sentence already on a slide, the message repeats one the viewer has seen before it
  // (a slide earlier in the video), else the first one to come, so a brief's list is never said out of order (decision 159).
  const seen = sentences.filter((s) => !usedQuotes.has(s.text) && s.words >= 2);
  // Decision 199: a message the slide just before showed, said again at once, is a repeat, not a recall: a
  // message is recalled only with a slide between. One a later slide shows is not yet shown where this slide stands.
  const earlier = at === undefined ? seen.filter((s) => s.words >= 4) : seen.filter((s) => ctx.groups.some((g, k) => k < at - 1 && g.includes(s)));
  // (never an item of a list or a step of the brief: said ahead of its place, it would break the order the source gives;
  // never a slide's only point, which would leave that slide nothing to say)
  const steps = new Set((ctx.analysis.request?.steps ?? []).map(titleKey));
  const inOrder = (s: SourceSentence) => s.isListItem || steps.has(titleKey(s.text));
  const later =
    at === undefined
      ? []
      : seen.filter(
          (s) =>
            s.words >= 4 &&
            !inOrder(s) &&
            ctx.groups.some((g, k) => k > at && g.length >= 2 && g.includes(s)) &&
            !ctx.groups.some((g, k) => k < at && g.includes(s)),
        );
  // The message is one of the video's most important sentences (decision 191): a worthy one not shown
  // yet, else (before the close) a worthy one a slide before it showed; the close never falls back to a
  // side detail ("Breakfast may be included in the rate"), it recaps instead.
  const worthy = (s: SourceSentence) => worthASlide(s, ctx.analysis.sentences);
  // The last word is a conclusion, a result, a rule or an instruction: never a problem or a fact of before (decision 199).
  const closes = (s: SourceSentence) => closesAVideo(s, ctx.analysis.sections[s.section]?.heading ?? '');
  const pools = isLast
    ? [fresh.filter((s) => worthy(s) && closes(s))]
    : [fresh.filter(worthy), later.filter(worthy), earlier.filter(worthy), fresh, earlier, later, seen.slice(0, 1)];
  const claims = roleMakesClaim(purpose);
  const candidates = (pools.find((p) => p.length) ?? [])
    .map((s) => ({
      s,
      value:
        messageWorth(s) +
        (s.words <= MAX_QUOTE_WORDS ? 0.4 : 0) +
        // A sentence that fills the slide's role lets the slide keep its role's title (a decision on "Decision Needed").
        (claims ? (fillsRole(purpose, shortenSentence(s.text, MAX_QUOTE_WORDS)) ? 0.6 : 0) : wantsAdvice && s.hasCue ? 0.5 : 0) +
        (ctx.analysis.steering.emphasis && isRuleSentence(s.text) ? 0.5 : 0) +
        related(s),
    }))
    .sort((a, b) => b.value - a.value || a.s.index - b.s.index);
  return candidates[0]?.s ?? (isLast ? undefined : (sentences[0] ?? ctx.analysis.sentences.find((s) => quoteStandsAlone(s.text))));
}
