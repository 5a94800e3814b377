import { createOfflineTextGenerator } from '@lectern/ai';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, type CorpusPart, loadCorpus } from './corpus';
import { type CaseResult, partFigures, runCase } from './run-case';

/**
 * The whole quality corpus, both parts, through the real extraction and the offline engine, as
 * `npm run quality` runs it (decision 158). The floors are today's figures: they must not get worse,
 * and are raised as the engine improves. Measured with the engine of FLOORS_MEASURED_AT.
 */
const FLOORS_MEASURED_AT = '4e173e1 with decision 189';
const FLOORS: Record<CorpusPart, { defectsPerCase: number; factsCovered: number; attribution: number }> = {
  // Re-measured with every point filed under its slide's own sections (decision 184): tuning 3.4 defects
  // a case (was 4.2), attribution 98.2 % (was 89.8); held-out 9.6 (was 9.7), attribution 96.7 % (was 87.5).
  // Then each slide explained by its own sections only, with the documents' trees handed to the
  // scripts as the server does (decision 189): tuning 3.3 defects a case, facts 91.8 % (was 94.5: three
  // benefits facts of sections the video leaves out, and three facts said only on another section's
  // slide, are no longer said); held-out 8.6 (was 9.6), facts 82.5 % (was 80). With the slack the floors had.
  tuning: { defectsPerCase: 3.5, factsCovered: 91.8, attribution: 98 },
  'held-out': { defectsPerCase: 8.8, factsCovered: 82.5, attribution: 96.5 },
};

/**
 * Issue 20's property: every point of every outline is filed under its slide's own section(s) and
 * none opens on a sentence the viewer never saw ("Instead, they must…"). The cases that do not hold
 * it yet are listed with their exact counts, measured at FLOORS_MEASURED_AT: a new case, or one point
 * more or fewer in a listed one, fails, so the lists only shrink as the engine improves. No point opens
 * on a missing referent any more (decision 184).
 */
const MISFILED_POINTS: Record<string, number> = {
  // Tuning cases, each examined (decision 184). A document's opening, with no heading of its own, shares
  // the first section's slide under that section's name (decision 178), while the measure files it
  // under the title or under none: data-protection-md 1, debian-manifesto, faq-uptodate-page.
  // "Make the rules unmistakable" takes the strongest rules onto the first slide (decision 118): data-protection-md 1.
  'data-protection-md': 2,
  'debian-manifesto': 1,
  'faq-uptodate-page': 1,
  // A heading longer than a title is cut to eight words, so the title repeats no heading the measure
  // knows; and a merged appendix slide.
  constitution: 2,
  // A contents line shown as a point, and a two-word point the measure traces to a sentence by its words.
  'faq-printed-pdf': 2,
  'heat-guidance-md': 1,
  // Held-out cases: counted, not examined.
  'bug-reporting': 2,
  'mailing-lists': 1,
  'faq-getting-debian-page': 1,
  'faq-packages-page': 1,
};
const LEANING_POINTS: Record<string, number> = {};

let results: CaseResult[] = [];

beforeAll(async () => {
  const engine = createOfflineTextGenerator();
  results = [];
  for (const c of await loadCorpus()) results.push(await runCase(c, engine));
}, 600_000);

describe(`the quality corpus through the real extraction and the offline engine (floors of ${FLOORS_MEASURED_AT})`, () => {
  it('holds out every third case of the cases the engine was not tuned on', () => {
    const heldOut = CORPUS.filter((c) => c.part === 'held-out');
    expect(heldOut.length).toBeGreaterThanOrEqual(10);
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
