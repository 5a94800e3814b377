import { NON_PICTURE_WORDS, pictureWordsFor, stemWord } from './icon-words';

/**
 * The icon set behind offline slide pictures (decision 114): Tabler Icons, indexed by the stems
 * of each icon's name and tags. The data is about 550 kB, so the browser loads it on demand
 * (`loadIconSet`, its own chunk) and the server registers it at start (`@lectern/slides/node`).
 */
export interface Icon {
  name: string;
  category: string;
  /** Stems of the name's parts, head first ("shield-lock" → shield, lock). */
  nameStems: string[];
  tagStems: ReadonlySet<string>;
  /** The tags as written, for saying what the icon shows (decision 173). */
  tags: readonly string[];
  /** SVG path data on a 24×24 grid. */
  paths: string[];
}

export interface IconSet {
  icons: Icon[];
  byName: ReadonlyMap<string, Icon>;
  /** Stem → icons whose name or tags hold it. */
  byStem: ReadonlyMap<string, Icon[]>;
}

const splitWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Parses the generated lines (name|category|tags|path;path…). */
export function buildIconSet(lines: readonly string[]): IconSet {
  const icons: Icon[] = [];
  const byStem = new Map<string, Icon[]>();
  for (const line of lines) {
    const [name = '', category = '', tags = '', paths = ''] = line.split('|');
    if (!name || !paths) continue;
    const nameStems = name.split('-').map(stemWord);
    const tagWords = [...new Set(splitWords(tags))];
    const tagStems = new Set(tagWords.map(stemWord));
    const icon: Icon = { name, category, nameStems, tagStems, tags: tagWords, paths: paths.split(';') };
    icons.push(icon);
    for (const stem of new Set([...nameStems, ...tagStems])) {
      const list = byStem.get(stem);
      if (list) list.push(icon);
      else byStem.set(stem, [icon]);
    }
  }
  return { icons, byName: new Map(icons.map((i) => [i.name, i])), byStem };
}

let current: IconSet | null = null;
let loading: Promise<IconSet> | null = null;
const matches = new Map<string, string[]>();

export function registerIconSet(lines: readonly string[]): IconSet {
  current = buildIconSet(lines);
  matches.clear();
  return current;
}

/** The registered icon set, or null while the browser has not loaded it yet. */
export const currentIconSet = (): IconSet | null => current;

/** Loads the icon data once (a separate chunk in the web app) and registers it. */
export function loadIconSet(): Promise<IconSet> {
  if (current) return Promise.resolve(current);
  loading ??= import('./icon-set-data').then(
    (m) => current ?? registerIconSet(m.ICON_SET_DATA),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Generic pictures for a keyword with no word the icons know: picked by the keyword's hash, so
 * two slides without a match still get different pictures.
 */
export const FALLBACK_ICONS = [
  'presentation',
  'bulb',
  'target',
  'rocket',
  'chart-bar',
  'users',
  'book',
  'briefcase',
  'compass',
  'puzzle',
  'flag',
  'trophy',
  'message',
  'world',
  'clipboard-list',
  'calendar',
  'star',
  'award',
  'map',
  'route',
  'gauge',
  'chess',
  'telescope',
  'school',
  'sparkles',
  'plant',
  'building',
  'brain',
] as const;

/** Categories too broad to say two icons are about the same thing. */
const BROAD_CATEGORIES = new Set(['system', 'design', 'document', 'devices', 'communication', 'map', 'media']);

/** FNV-1a, for stable seeds across platforms. */
export function hashKeyword(keyword: string): number {
  let h = 0x811c9dc5;
  for (const ch of keyword.toLowerCase().trim()) {
    h ^= ch.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One icon word a keyword asks for, from which keyword word, and how much it counts. */
export interface QueryTerm {
  stem: string;
  weight: number;
  /** The keyword word it came from (its stem). */
  source: string;
}

/**
 * Query terms of a keyword: up to three comma-separated phrases (spec 001 §9 "contextual image
 * keywords max 3"), earlier ones weigh more; in a phrase the last word is the head noun
 * ("employee onboarding checklist" is a checklist) and weighs a little more than its modifiers.
 */
export function queryTerms(keyword: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const phrases = keyword
    .split(/[,;]/)
    .map((p) => splitWords(p).filter((w) => w.length > 1 && !NON_PICTURE_WORDS.has(w) && !/^\d/.test(w)))
    .filter((words) => words.length)
    .slice(0, 3);
  phrases.forEach((words, i) => {
    const phraseWeight = [1, 0.6, 0.45][i] as number;
    words.forEach((word, j) => {
      const headWeight = j === words.length - 1 ? 1 : 0.85;
      const source = stemWord(word);
      pictureWordsFor(source).forEach((stem, k) => {
        // A word's own match counts fully; its picture senses a little less, in their order.
        const weight = phraseWeight * headWeight * (stem === source ? 1 : 0.9 - k * 0.05);
        const known = terms.get(stem);
        if (!known || known.weight < weight) terms.set(stem, { stem, weight, source });
      });
    });
  });
  return [...terms.values()];
}

/**
 * How telling a word is in this icon set: a word few icons carry ("forklift", "dental") says
 * more than one many carry ("shield", "user"), 0.4 to 1.4 (inverse document frequency).
 */
function specificity(set: IconSet, stem: string): number {
  const df = set.byStem.get(stem)?.length ?? 0;
  if (!df) return 0;
  return 0.4 + Math.log(set.icons.length / df) / Math.log(set.icons.length);
}

/** The icon's score for each query term (0 when it does not match). */
function termScores(set: IconSet, icon: Icon, terms: readonly QueryTerm[]): number[] {
  // Simple icons read better large than an icon with a badge on it.
  const simplicity = 1 / (1 + 0.25 * (icon.nameStems.length - 1));
  return terms.map((t) => {
    const at = icon.nameStems.indexOf(t.stem);
    // The icon's head word is what it shows; a later name part is a badge; a tag is a hint.
    const strength = at === 0 ? 3 : at > 0 ? 2 : icon.tagStems.has(t.stem) ? 0.6 : 0;
    // Picture senses are chosen words already; a slide's own word is weighed by how telling it is.
    const telling = t.stem === t.source ? specificity(set, t.stem) : 1;
    return strength * t.weight * telling * simplicity;
  });
}

/**
 * Icons for a keyword, best first: the best match, then the best icons for keyword words not
 * shown yet, each with a different head word. A keyword no icon matches gets one generic icon
 * picked by its hash, so two such slides still differ.
 */
export function matchIcons(set: IconSet, keyword: string, count = 3): Icon[] {
  const key = `${count}\u0000${keyword.toLowerCase().trim()}`;
  const known = matches.get(key);
  if (known && set === current) return known.map((n) => set.byName.get(n)).filter((i): i is Icon => Boolean(i));

  const terms = queryTerms(keyword);
  const candidates = new Set<Icon>();
  for (const term of terms) for (const icon of set.byStem.get(term.stem) ?? []) candidates.add(icon);
  const hash = hashKeyword(keyword);
  const scored = [...candidates].map((icon) => {
    const scores = termScores(set, icon, terms);
    return { icon, scores, score: scores.reduce((a, b) => a + b, 0) };
  });
  // Ties are broken by the keyword's hash, so equal matches vary from slide to slide.
  const order = (a: { icon: Icon; score: number }, b: { icon: Icon; score: number }) =>
    b.score - a.score || ((hashKeyword(a.icon.name) ^ hash) >>> 0) - ((hashKeyword(b.icon.name) ^ hash) >>> 0);
  scored.sort(order);

  const picked: Icon[] = [];
  const heads = new Set<string>();
  const shown = new Set<string>();
  const best = scored[0]?.score ?? 0;
  while (picked.length < count) {
    // Next: the best icon that shows a keyword word not shown yet and is a fair match; icons of
    // the main icon's kind (health, vehicles…) first, so "dental braces" is not a code bracket.
    const main = picked[0];
    const value = (s: (typeof scored)[number]) => s.score * (main && s.icon.category === main.category && !BROAD_CATEGORIES.has(main.category) ? 1.5 : 1);
    const next = scored
      .filter(
        (s) =>
          !heads.has(s.icon.nameStems[0] as string) && s.score >= best * 0.3 && s.scores.some((v, i) => v > 0 && !shown.has((terms[i] as QueryTerm).source)),
      )
      .reduce<(typeof scored)[number] | undefined>((a, b) => (!a || value(b) > value(a) ? b : a), undefined);
    if (!next) break;
    picked.push(next.icon);
    heads.add(next.icon.nameStems[0] as string);
    next.scores.forEach((v, i) => {
      if (v > 0) shown.add((terms[i] as QueryTerm).source);
    });
  }
  if (!picked.length) {
    const fallback = set.byName.get(FALLBACK_ICONS[hash % FALLBACK_ICONS.length] as string) ?? set.icons[hash % set.icons.length];
    if (fallback) picked.push(fallback);
  }
  if (set === current)
    matches.set(
      key,
      picked.map((i) => i.name),
    );
  return picked;
}
