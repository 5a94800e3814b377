/**
 * `npm run quality`: what the offline engine writes, measured on the corpus in quality/.
 * Each case goes through the product's path (quality/run-case.ts). Prints one line per case
 * (part, defects, facts covered, attribution) and the figures of each part, tuning and held-out
 * (decision 158). `--verbose` lists each defect, missed fact and misfiled point; `--case <id>`
 * runs one case; `--dump` prints the slides and scripts.
 */
import { createOfflineTextGenerator } from '@lectern/ai';
import { loadCorpus } from '../quality/corpus';
import { type CaseResult, partFigures, runCase } from '../quality/run-case';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const only = args.includes('--case') ? args[args.indexOf('--case') + 1] : undefined;
const dump = args.includes('--dump');

async function main() {
  const engine = createOfflineTextGenerator();
  const corpus = (await loadCorpus()).filter((c) => !only || c.id === only);
  const results: CaseResult[] = [];
  for (const c of corpus) {
    const r = await runCase(c, engine);
    results.push(r);
    if (r.skipped) {
      console.log(`${c.id.padEnd(26)} ${r.part.padEnd(8)} ${r.skipped}`);
      continue;
    }
    const covered = r.facts.filter((f) => f.covered).length;
    const percent = r.facts.length ? Math.round((1000 * covered) / r.facts.length) / 10 : 100;
    const a = r.attribution;
    const rate = a.sourced ? `${Math.round((100 * a.attributed) / a.sourced)} %` : '—';
    console.log(
      `${c.id.padEnd(26)} ${r.part.padEnd(8)} ${r.tone.padEnd(13)} defects ${String(r.defects.length).padStart(3)}  facts covered ${String(percent).padStart(5)} % (${covered}/${r.facts.length})  attributed ${rate.padStart(5)} (${a.attributed}/${a.sourced})`,
    );
    if (verbose) {
      for (const d of r.defects) console.log(`    ${d.rule} [slide ${d.slide}] ${d.text}`);
      for (const f of r.facts.filter((x) => !x.covered)) console.log(`    missing fact: ${f.name}`);
      for (const m of a.misfiled)
        console.log(`    misfiled [slide ${m.slide}] "${m.point}" from "${m.from}", slide's own: ${m.slideSections.map((s) => `"${s}"`).join(', ')}`);
    }
    if (dump) {
      for (const [i, s] of r.video.slides.entries()) {
        console.log(`  ${i + 1}. [${s.templateId}] ${s.title} — ${s.description}`);
        for (const p of s.keyPoints) console.log(`       • ${p}`);
        if (s.templateId === 'split-content')
          console.log(`       ${s.leftColumnTitle}: ${s.leftColumnPoints?.join(' | ')}\n       ${s.rightColumnTitle}: ${s.rightColumnPoints?.join(' | ')}`);
        console.log(`       » ${r.video.scripts[i]}`);
      }
    }
  }
  for (const part of ['tuning', 'held-out'] as const) {
    const f = partFigures(results.filter((r) => r.part === part));
    if (f.cases + f.skipped === 0) continue;
    console.log(
      `${part}: cases ${f.cases}${f.skipped ? ` (${f.skipped} skipped)` : ''}, defects ${f.defects} (${f.defectsPerCase} per case), facts covered ${f.factsCovered} %, attribution ${f.attributionRate} %`,
    );
    if (verbose || part === 'held-out') console.log(`  ${part} by rule: ${[...f.byRule.entries()].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'none'}`);
  }
  const all = partFigures(results);
  console.log(`total: cases ${all.cases}, defects ${all.defects}, facts covered ${all.factsCovered} %, attribution ${all.attributionRate} %`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
