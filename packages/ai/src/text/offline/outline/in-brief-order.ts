import { termsOf } from '../analysis/terms-of';
import type { SourceSentence } from '../analysis/text-analysis';
import type { BriefOrder } from '../request/read-order';
import type { OutlineContext } from './outline-context';

/** How much of a topic's words a slide's heading must say to be named by it. */
const HEADING_SHARE = 0.5;

/**
 * The planned body slides in the order the brief asks for (issue 20 item 2, decision 185). Each topic
 * is matched to slides by name: the slides whose heading says at least half of its words, else the
 * one slide whose sentences say all of them most often. Matched slides take the topics' order;
 * a slide no topic names stays after the slide it followed in the document, inside the first and
 * last places the brief pinned ("start with …", "end with …"). Without an order, or with nothing
 * matched, the document's order stands.
 */
export function inBriefOrder(ctx: OutlineContext, order: BriefOrder | null): OutlineContext {
  if (!order?.items.length) return ctx;
  const slots = ctx.groups.map((g, i) => (g.length && i > 0 && i < ctx.plan.length - 1 ? i : -1)).filter((i) => i >= 0);
  if (slots.length < 2) return ctx;
  const rank = slotRanks(
    slots.map((i) => ({ heading: ctx.headings[i] ?? null, sentences: ctx.groups[i] ?? [] })),
    order,
  );
  if (!rank) return ctx;
  const sorted = slots.map((slot, k) => ({ slot, k })).sort((a, b) => (rank[a.k] as number) - (rank[b.k] as number) || a.k - b.k);
  if (sorted.every((x, k) => x.k === k)) return ctx;
  const groups = [...ctx.groups];
  const headings = [...ctx.headings];
  const parts = [...ctx.parts];
  let rulesSlot = ctx.rulesSlot;
  sorted.forEach(({ slot: from }, k) => {
    const to = slots[k] as number;
    groups[to] = ctx.groups[from] ?? [];
    headings[to] = ctx.headings[from] ?? null;
    parts[to] = ctx.parts[from] ?? null;
    if (ctx.rulesSlot === from) rulesSlot = to;
  });
  return { ...ctx, groups, headings, parts, rulesSlot };
}

/** Each slide's place in the order asked for; null when no topic names any slide. */
export function slotRanks(slides: { heading: string | null; sentences: SourceSentence[] }[], order: BriefOrder): number[] | null {
  const matched: (number | null)[] = slides.map(() => null);
  order.items.forEach((item, t) => {
    const terms = [...new Set(termsOf(item))];
    if (!terms.length) return;
    const byHeading = slides.flatMap((s, k) => {
      const heading = new Set(termsOf(s.heading ?? ''));
      return terms.filter((x) => heading.has(x)).length / terms.length >= HEADING_SHARE ? [k] : [];
    });
    const byText = () => {
      const said = slides.map((s) => s.sentences.filter((x) => terms.every((term) => x.terms.includes(term))).length);
      const most = Math.max(...said);
      return most > 0 ? [said.indexOf(most)] : [];
    };
    for (const k of byHeading.length ? byHeading : byText()) matched[k] ??= t;
  });
  if (matched.every((m) => m === null)) return null;
  const n = order.items.length;
  // Unnamed slides follow the one before them, never ahead of a pinned first topic nor after a pinned last one.
  const low = order.first ? 0 : Number.NEGATIVE_INFINITY;
  const high = order.last ? n - 1 : Number.POSITIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  return matched.map((m, k) => {
    if (m !== null) {
      previous = m;
      return m;
    }
    const r = Math.min(Math.max(previous, low) + 0.5, high - 0.5) + k / 1000;
    return Number.isFinite(r) ? r : -1 + k / 1000;
  });
}
