/**
 * The figures a text states (issue 21 item 3, decision 173): amounts of money, percentages,
 * quantities with a unit ("30 days", "2.5 kg"), multipliers ("3x") and large counts ("600,000
 * iterations"), each with the words that say what it counts. Never a list number ("1. Lock
 * your screen"), a step, article or version number ("Step 2", "ISO 27001", "Windows 11"), a
 * time of day, a date or a year ("1 March 2024", "since 2019"), or a small bare count ("3 tips").
 */
export interface KeyFigure {
  /** The figure as the slide should show it: "£2,000", "85%", "30 days", "600,000". */
  text: string;
  /** What it counts, from its clause: "of breaches involve a human element", "iterations of PBKDF2". */
  caption: string;
  /** How telling the figure is: money, percentages and multipliers 3, units 2.5, counts 1.5–2, a year 1. */
  strength: number;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,:/#@_-])(?<cur>[£$€¥₹]\s?)?(?<num>${NUMBER})(?:\s?(?:-|–|—|to)\s?(?<num2>${NUMBER}))?` +
    String.raw`(?<mag>\s?(?:k|m|bn|thousand|million|billion|trillion)\b)?(?<pct>\s?(?:%|percent\b|per cent\b))?(?<mult>\s?[x×](?![\p{L}\p{N}]))?` +
    String.raw`(?![\p{L}\p{N}]|[.,:/]\d)`,
  'giu',
);

const TIME_UNITS = 'seconds? secs? minutes? mins? hours? hrs? days? weeks? months? years? decades? nights? shifts? sessions?';
const MEASURES =
  'kg kgs g mg lb lbs tonnes? tons? km m cm mm miles? metres? meters? feet ft foot inch(?:es)? mph kph km/h °c °f degrees? litres? liters? l ml gb mb tb kb kwh mwh kw mw w watts? volts? v hz khz mhz ghz db px pixels?';
const MONEY_WORDS = 'dollars? pounds? euros? usd gbp eur yen rupees?';
const UNIT = new RegExp(
  String.raw`^\s?(?:(?:working|business|calendar|school)\s)?(?:${[TIME_UNITS, MEASURES, MONEY_WORDS].join(' ').replace(/ /g, '|')})(?![\p{L}\p{N}])`,
  'iu',
);
const MONEY_WORD = new RegExp(String.raw`^\s?(?:${MONEY_WORDS.replace(/ /g, '|')})(?![\p{L}])`, 'iu');
const TIMES = /^\s?times\b/i;

const MONTHS = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
/** Words before a number that make it a label, not a quantity. */
const LABELS =
  /(?:^|\s)(?:step|stage|phase|part|chapter|section|module|lesson|unit|page|p\.|pp\.|article|clause|paragraph|version|v|level|tier|grade|room|floor|no\.?|number|item|rule|question|slide|figure|fig\.|table|appendix|annex|line|option|day|week|session|class|form|route|gate|platform|channel|building|block|zone|area|category|type|model|series|iso|pci|nist|gdpr)\s*$/i;
/** Words before a figure that still let it lead its clause ("over 85% of…"). */
const QUALIFIERS =
  /^(?:about|around|over|under|nearly|almost|only|just|up to|at least|at most|more than|less than|fewer than|roughly|approximately|some|all|every|each|the|a|an|our|your|~|\+)$/i;
const CLAUSE_END = /[.;:!?]\s|\s[–—]\s|\n/g;
const TRAILING =
  /\s+(?:of|and|or|to|for|in|on|at|by|with|from|the|a|an|per|than|that|which|who|is|are|was|were|be|after|before|every|each|when|while|your|our|their|its)$/i;
const YEAR = /^(?:1[89]|20)\d\d$/;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** The first `n` words of a text as written, its punctuation and spaces kept ("£25" + ", or more"). */
const firstWords = (text: string, n: number) =>
  (text.match(new RegExp(String.raw`^[,;:%)]?(?:\s+\S+){0,${n}}`))?.[0] ?? '').replace(/^(\S)/, ' $1').replace(/^ ([,.;:!?%)])/, '$1');
const clean = (text: string) => text.replace(/^[\s,;:()"“”'‘’-]+|[\s,;:()"“”'‘’.!?-]+$/g, '');

/** Up to `max` words, never ending on a word that leaves the phrase hanging. */
function phrase(list: string[], max: number): string {
  let text = clean(list.slice(0, max).join(' ')).replace(/^(?:and|or|but|then|so)\s+/i, '');
  while (TRAILING.test(text)) text = text.replace(TRAILING, '');
  return text;
}

/**
 * The figures of one text, strongest first (in order of appearance among equals). `title` lets a
 * year count, weakly: in a heading ("Net zero by 2040") the year is the point.
 */
export function keyFigures(text: string, options: { title?: boolean } = {}): KeyFigure[] {
  const found: (KeyFigure & { at: number })[] = [];
  const ends = [...text.matchAll(CLAUSE_END)].map((m) => (m.index as number) + 1);
  for (const m of text.matchAll(FIGURE)) {
    const g = m.groups as Record<string, string | undefined>;
    const at = m.index as number;
    let end = at + m[0].length;
    const before = text.slice(0, at);
    let rest = text.slice(end);
    const digits = (g.num as string).replace(/[,.]/g, '');
    const value = Number((g.num as string).replace(/,/g, ''));
    // A list number: first on its line and followed by "." or ")".
    if (/(?:^|\n)\s*[([]?$/.test(before) && /^[.)\]]\s/.test(rest)) continue;
    if (/^\s?(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])/iu.test(rest) || /^\s?(?:st|nd|rd|th)\b/i.test(rest)) continue;
    const previousWord = words(before).at(-1) ?? '';
    const nextWord = (rest.match(/^\s?([\p{L}]+)/u)?.[1] ?? '').toLowerCase();
    if (MONTHS.test(clean(previousWord)) || MONTHS.test(nextWord)) continue;
    const unit = rest.match(UNIT)?.[0];
    const money = Boolean(g.cur) || Boolean(unit && MONEY_WORD.test(unit));
    const percent = Boolean(g.pct);
    const multiplier = Boolean(g.mult) || TIMES.test(rest);
    const marked = money || percent || multiplier || Boolean(g.mag) || Boolean(unit);
    if (!marked) {
      if (LABELS.test(before)) continue;
      // "ISO 27001", "Windows 11" mid-sentence: a name with a number in it.
      const sentenceStart = /(?:^|[.!?:]\s+)\S+\s*$/.test(before);
      if (/^[A-Z]{2,}[\w-]*$/.test(previousWord) || (/^[A-Z]/.test(previousWord) && !sentenceStart && !QUALIFIERS.test(previousWord))) continue;
      // Phone numbers, codes and references: a leading zero, many digits, or numbers in a row.
      if (digits.length > 7 || /^0\d/.test(g.num as string) || /\d$/.test(previousWord) || /^\s\d/.test(rest)) continue;
    }
    let strength: number;
    if (YEAR.test(g.num as string) && !money && !percent && !g.mag && !(unit && !MONEY_WORD.test(unit))) {
      if (!options.title) continue;
      strength = 1;
    } else if (money || percent || multiplier) strength = 3;
    else if (unit || g.mag) strength = 2.5;
    else if (value >= 10 && /^\s?[\p{Ll}]/u.test(rest)) strength = value >= 1000 ? 2 : 1.5;
    else continue;
    if (unit && !g.pct && !g.mult) end += unit.length;
    else if (TIMES.test(rest)) end += (rest.match(TIMES) as RegExpMatchArray)[0].length;
    let figure = text.slice(at, end).trim();
    figure = figure.replace(/\s?(?:percent|per cent)$/i, '%');
    rest = text.slice(end);
    let clauseStart = Math.max(0, ...ends.filter((e) => e <= at));
    let clauseEnd = Math.min(text.length, ...ends.filter((e) => e > end).map((e) => e - 1));
    // A long clause narrows to the part between commas that holds the figure ("Submit claims
    // within 30 days, attach receipts for anything over £25, mileage…").
    if (words(text.slice(clauseStart, clauseEnd)).length > 12) {
      const commaBefore = Math.max(...[...text.slice(clauseStart, at).matchAll(/,\s/g)].map((m) => clauseStart + (m.index as number) + 1), -1);
      const commaAfter = text.slice(end, clauseEnd).search(/,\s/);
      const from = commaBefore >= 0 ? commaBefore : clauseStart;
      const to = commaAfter >= 0 ? end + commaAfter : clauseEnd;
      if (words(text.slice(from, to)).length >= 3) [clauseStart, clauseEnd] = [from, to];
    }
    const lead = clean(text.slice(clauseStart, at));
    const afterText = text.slice(end, clauseEnd);
    const leads = !lead || lead.split(/\s+/).every((w) => QUALIFIERS.test(w)) || QUALIFIERS.test(lead);
    // Leading its clause, the figure reads on into its words ("85%" / "of breaches…"); inside a
    // clause, the clause around it says what it is ("Enrol within 30 days of your start").
    // "Over 85%", "Up to £2,000": a qualifier in front is part of the figure.
    if (leads && lead && !/^(?:the|a|an|our|your|some|all|every|each)$/i.test(lead)) figure = `${lead} ${figure}`;
    const whole = clean(text.slice(clauseStart, clauseEnd));
    const caption = leads
      ? phrase(words(afterText), 10)
      : words(whole).length <= 12
        ? phrase(words(whole), 12)
        : phrase([...words(lead).slice(-5), `${text.slice(at, end).trim()}${firstWords(afterText, 6)}`], 12);
    found.push({ text: figure.slice(0, 40), caption: caption.slice(0, 120), strength, at });
  }
  return found.sort((a, b) => b.strength - a.strength || a.at - b.at).map(({ at: _at, ...f }) => f);
}
