import { createOfflineTextGenerator } from '@lectern/ai';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, type CorpusPart, loadCorpus } from './corpus';
import { type CaseResult, partFigures, runCase } from './run-case';

/**
 * The whole quality corpus, both parts, through the real extraction and the offline engine, as
 * `npm run quality` runs it (decision 158). The floors are today's figures: they must not get worse,
 * and are raised as the engine improves. Measured with the engine of FLOORS_MEASURED_AT.
 */
const FLOORS_MEASURED_AT = 'a83f3be';
const FLOORS: Record<CorpusPart, { defectsPerCase: number; factsCovered: number; attribution: number }> = {
  // Re-measured at the natural narration pace (decision 166): scripts hold 28 % more words than at
  // spec 001 §9's 117 wpm, so the same rules meet more sentences: tuning 5.4 (was 4.9), held-out 11.7 (was 11.0), with the slack the floors had.
  tuning: { defectsPerCase: 5.6, factsCovered: 93.4, attribution: 84.3 },
  'held-out': { defectsPerCase: 11.9, factsCovered: 80, attribution: 78.6 },
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
