import { createOfflineTextGenerator } from '@lectern/ai';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, type CorpusPart, loadCorpus } from './corpus';
import { type CaseResult, partFigures, runCase } from './run-case';

/**
 * The whole quality corpus, both parts, through the real extraction and the offline engine, as
 * `npm run quality` runs it (decision 158). The floors are today's figures: they must not get worse,
 * and are raised as the engine improves. Measured with the engine of FLOORS_MEASURED_AT.
 */
const FLOORS_MEASURED_AT = 'main after decisions 216–220';
const FLOORS: Record<CorpusPart, { defectsPerCase: number; factsCovered: number; attribution: number }> = {
  // Re-measured with every point filed under its slide's own sections (decision 184), then each slide
  // explained by its own sections only (decision 189): tuning 3.3 defects a case, facts 91.8 %,
  // attribution 98.2 %; held-out 8.6, 82.5 %, 96.7 %.
  // Then with printed PDFs read as a person sees them, a tree's headings never guessed again, the
  // measure's fixes and three more public documents, the third held out (decision 192; the other
  // developers' work on titles, key messages and narration landed meanwhile): tuning 38 cases, 3.5
  // defects a case, facts 92.6 %, attribution 99.2 %; held-out 11 cases, 8.9, 71.1 % (the new bzip2
  // manual covers one of its five facts, and mailing-lists, a plain text, none of its four since the
  // other work landed), 98.8 %. With a small slack.
  // Then with role titles only where the message fills the role, key messages that are rules or
  // figures, and a document's opening never under its first section (decision 191), and narration
  // joined by the source's logic (decision 190): tuning 3.4, 92.6 %, 99.2 %; held-out 8.8, 68.9 %
  // (two facts fewer, in cases not read to decide rules), 98.8 %.
  // Then with Key Messages always said, closings that cover every topic (decision 194), texts without
  // headings planned by their paragraphs (decision 195), PDF tables, numbered headings and terms read
  // (decision 196), and the measure no longer counting a "Don't" point whose "never" its heading
  // carries, a figure a table row repeats, or a recap line of slide titles as a fact: tuning 2.9,
  // 92.6 %, 99.2 %; held-out 8.8, 68.9 %, 98.8 %.
  // Then with two tuning cases added in the shapes of held-out plain texts (decision 204), and the
  // measure taking a sentence said without its bracketed aside as whole (decision 199 leaves asides to
  // the slide; points had always dropped them): the engine of decisions 194–198 measures tuning 40
  // cases 2.7, 92.4 %, 99.2 %; held-out 8.2, 68.9 %, 98.8 %. After decisions 199–204 (narration,
  // titles, PDF tables and terms, plain-text manuals, the opening kept, text about the document
  // dropped): tuning 2.7, 92.4 %, 98.4 % (four points misfiled in two cases, listed below); held-out
  // 8.5, 68.9 %, 98.8 %.
  // Then with the title slide taken from the document, titles cut only at whole phrases (decision
  // 205), titles said inside lines by one rule and lines the voice cannot say left out (206), and
  // code, page furniture and bare questions and answers read as what they are (207): tuning 1.6,
  // 92.4 %, 98.4 %; held-out 5.3, 68.9 %, 98.7 %.
  // Then six cases in the held-out part's worst shapes (decision 214: decks, a printed Texinfo manual, a
  // long FAQ page, a specification PDF, a Word FAQ), whose documents cover fewer facts (libtasn1's manual
  // 1/5) and whose held-out deck files two points apart: tuning 1.3, 91.9 %, 98.7 %; held-out 4.5,
  // 72.7 %, 97.8 %.
  // Then with eleven brief-shape tuning cases (decision 213), closes that say what was not heard yet
  // (212), a document's apparatus left out and the measure corrected and widened (215: its false
  // cut-clause and doubled-words findings out; tables of contents, footnotes, captions, questions said
  // as statements, stacked contrasts and slides showing only a heading counted): tuning 55 cases 0.9,
  // 91.9 %, 98.7 %; held-out 13 cases 4.0, 72.7 %, 97.8 %.
  // Then nineteen held-out cases of shapes the corpus had few of (decision 220: guidance, a manual
  // chapter, a textbook section, decks, two-column and scanned PDFs, a web article, FAQs, a Word policy
  // with a table, an SOP, an e-mail, briefs alone, two documents together, a public policy), so that a
  // third of the corpus is held out; measured with the engine of decision 218: held-out 32 cases 4.7
  // (the thirteen 4.0, the nineteen 5.2), facts 82.4 %, attribution 98.2 %. Tuning unchanged.
  // Then a closing slide that shows what its voice says and the rule counting one that does not
  // (decision 216), course material read as a teacher would (217), a manual's apparatus and sides that
  // contrast (218), briefs as questions and labels with six more tuning cases and the measure telling
  // framing from content (219): tuning 61 cases 0.8, 93.6 %, 98.7 %; held-out 32 cases 4.6, 82.4 %,
  // 98.1 %.
  tuning: { defectsPerCase: 1.0, factsCovered: 93, attribution: 98.5 },
  'held-out': { defectsPerCase: 5.0, factsCovered: 82, attribution: 98 },
};

/**
 * Issue 20's property: every point of every outline is filed under its slide's own section(s) and
 * none opens on a sentence the viewer never saw ("Instead, they must…"). The cases that do not hold
 * it yet are listed with their exact counts, measured at FLOORS_MEASURED_AT: a new case, or one point
 * more or fewer in a listed one, fails, so the lists only shrink as the engine improves. No point opens
 * on a missing referent any more (decision 184).
 */
const MISFILED_POINTS: Record<string, number> = {
  // Tuning cases, each examined (decision 192); every cause left is in the plan (outline/), not in
  // reading the documents nor in the measure.
  // "Make the rules unmistakable" takes the strongest rules of other sections onto the first slide
  // (decision 118): the hand-washing and cooking rules sit on "Keeping Food Cold", a storage rule on
  // "Reporting a Breach".
  'data-protection-md': 1,
  'kitchen-hygiene-coach': 2,
  // A slide merges "A.3 Calling for a vote" of the appendix with "9. Assets held in trust", sections of
  // two parents, and shows an A.1 point under them.
  constitution: 1,
  // The printed FAQ's sections 8.5 and 8.6 share a slide named by a keyphrase ("Archive") once the
  // page-48 header is no heading (decision 201), and two 8.6 points are counted under it.
  'faq-printed-pdf': 2,
  // Two points of "Common cases" and "debhelper side" say the keyword sentences of "Implementation
  // provided keywords" again, and the measure files them there (decision 204).
  'rootless-builds': 2,
  // Held-out cases: counted, not examined.
  'mailing-lists': 1,
  'faq-getting-debian-page': 1,
  'screen-safety-deck': 2,
  'steam-oven-manual-pdf': 2,
  'heat-pump-article-pasted': 1,
  'faq-choosing-page': 1,
};
const LEANING_POINTS: Record<string, number> = {};

let results: CaseResult[] = [];

beforeAll(async () => {
  const engine = createOfflineTextGenerator();
  results = [];
  for (const c of await loadCorpus()) results.push(await runCase(c, engine));
}, 600_000);

describe(`the quality corpus through the real extraction and the offline engine (floors of ${FLOORS_MEASURED_AT})`, () => {
  // Issue 20 item 7: "keep a third of them out of tuning". A tuning case added without held-out ones
  // to match fails here.
  it('holds out at least a third of its cases, which the engine was not tuned on', () => {
    const heldOut = CORPUS.filter((c) => c.part === 'held-out');
    expect(heldOut.length * 3).toBeGreaterThanOrEqual(CORPUS.length);
    expect(CORPUS.length - 16).toBeGreaterThanOrEqual(30);
  });

  it('runs every case, or says which Debian package a skipped case needs (CI installs them)', () => {
    const skipped = results.filter((r) => r.skipped).map((r) => `${r.id}: ${r.skipped}`);
    for (const s of skipped) console.warn(s);
    if (process.env.CI) expect(skipped).toEqual([]);
    expect(results.filter((r) => !r.skipped).length).toBeGreaterThan(0);
  });

  it('files every point under its slide’s own sections and opens none on a missing referent, but for the listed cases', () => {
    const ran = results.filter((r) => !r.skipped);
    const counts = (of: (r: CaseResult) => number) => Object.fromEntries(ran.flatMap((r) => (of(r) > 0 ? [[r.id, of(r)]] : [])));
    const only = (listed: Record<string, number>) => Object.fromEntries(Object.entries(listed).filter(([id]) => ran.some((r) => r.id === id)));
    expect(counts((r) => r.attribution.misfiled.length)).toEqual(only(MISFILED_POINTS));
    expect(counts((r) => r.defects.filter((d) => d.rule === 'missing-referent').length)).toEqual(only(LEANING_POINTS));
  });

  it.each(['tuning', 'held-out'] as const)('keeps the %s part at or above its floor', (part) => {
    const inPart = results.filter((r) => r.part === part);
    const figures = partFigures(inPart);
    const line = `${part}: ${figures.cases} cases, ${figures.defectsPerCase} defects per case, facts ${figures.factsCovered} %, attribution ${figures.attributionRate} %`;
    console.info(line);
    // Figures over part of a part are not comparable with the floor (a package is missing here).
    if (figures.skipped > 0 && !process.env.CI) return;
    const floor = FLOORS[part];
    expect(figures.defectsPerCase, line).toBeLessThanOrEqual(floor.defectsPerCase);
    expect(figures.factsCovered, line).toBeGreaterThanOrEqual(floor.factsCovered);
    expect(figures.attributionRate, line).toBeGreaterThanOrEqual(floor.attribution);
  });
});
