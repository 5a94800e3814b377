import { createOfflineTextGenerator } from '@lectern/ai';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, type CorpusPart, loadCorpus } from './corpus';
import { type CaseResult, partFigures, runCase } from './run-case';

/**
 * The whole quality corpus, both parts, through the real extraction and the offline engine, as
 * `npm run quality` runs it (decision 158). The floors are today's figures: they must not get worse,
 * and are raised as the engine improves. Measured with the engine of FLOORS_MEASURED_AT.
 */
const FLOORS_MEASURED_AT = '2d16525';
const FLOORS: Record<CorpusPart, { defectsPerCase: number; factsCovered: number; attribution: number }> = {
  // Re-measured with slides planned from each document's tree (decision 178): tuning 4.2 defects a case
  // (was 5.2), facts 95.6 %, attribution 89.8 % (was 84.4); held-out 9.7 (was 11.7), facts 80 %,
  // attribution 87.5 % (was 78.6); with the slack the floors had.
  tuning: { defectsPerCase: 4.4, factsCovered: 94.5, attribution: 89.7 },
  'held-out': { defectsPerCase: 9.8, factsCovered: 80, attribution: 87.3 },
};

/**
 * Issue 20's property: every point of every outline is filed under its slide's own section(s) and
 * none opens on a sentence the viewer never saw ("Instead, they must…"). The cases that do not hold
 * it yet are listed with their exact counts, measured at FLOORS_MEASURED_AT: a new case, or one point
 * more or fewer in a listed one, fails, so the lists only shrink as the engine improves. Most misfiled
 * points are in long, loosely structured texts (a licence, FAQ pages, a printed PDF) whose headings
 * are found in the text, not read from a tree.
 */
const MISFILED_POINTS: Record<string, number> = {
  'benefits-pdf': 1,
  'data-protection-md': 2,
  'phishing-pasted': 2,
  'social-contract': 1,
  'bug-reporting': 4,
  constitution: 15,
  'faq-basic-defs-page': 2,
  'debian-manifesto': 1,
  'faq-printed-pdf': 17,
  'faq-support-page': 5,
  'apache-licence': 2,
  'mailing-lists': 4,
  'faq-uptodate-page': 5,
  'backup-manual': 4,
  'faq-getting-debian-page': 1,
  'faq-packages-page': 7,
  'faq-redistributing-page': 1,
  'maintainer-info': 7,
};
const LEANING_POINTS: Record<string, number> = {
  'home-working-pasted': 1,
  'bug-control-commands': 1,
  'faq-redistributing-page': 1,
  'maintainer-info': 2,
};

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
