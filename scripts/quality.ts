/**
 * `npm run quality`: what the offline engine writes, measured on the corpus in quality/.
 * Each case goes through the product's path: documents through the real extraction, joined for
 * the engine the way the server joins them, the outline from the brief, the scripts from the
 * slides. Prints one line per case and the totals (`defects N`, `facts covered P %`).
 * `--verbose` lists each defect and missed fact; `--case <id>` runs one case.
 */
import { createOfflineTextGenerator, extractDocument, joinSupportingMaterials, readBriefSteering } from '@lectern/ai';
import { DEFAULT_TONE } from '@lectern/core';
import { coveredFacts, type Defect, findDefects } from '../quality/checks';
import { loadCorpus } from '../quality/corpus';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const only = args.includes('--case') ? args[args.indexOf('--case') + 1] : undefined;
const dump = args.includes('--dump');

async function main() {
  const engine = createOfflineTextGenerator();
  const corpus = (await loadCorpus()).filter((c) => !only || c.id === only);
  let defectsTotal = 0;
  let factsTotal = 0;
  let factsCovered = 0;
  const byRule = new Map<string, number>();
  for (const c of corpus) {
    const documents: { filename: string; pages: string[] }[] = [];
    for (const d of c.documents) {
      const extracted = await extractDocument(await d.bytes(), d.filename);
      documents.push({ filename: d.filename, pages: extracted.pages.map((p) => p.text) });
    }
    // As the server does: each document's pages joined, the documents under the Supporting Materials heading.
    const docsText = joinSupportingMaterials(
      '',
      documents.map((d) => ({ filename: d.filename, text: d.pages.join('\n\n') })),
    );
    const sourceText = [c.pastedText ?? '', docsText].filter(Boolean).join('\n\n');
    const outline = await engine.outline({ brief: c.brief, sourceText, styleId: c.styleId, durationSeconds: c.durationSeconds, projectTitle: '' });
    // As the server and the wizard do (decision 118): the outline reports what the brief asks; its tone
    // preselects the tone select unless the case picks one; the scripts request carries the steering.
    const steering = readBriefSteering(c.brief);
    const tone = c.tone ?? steering.tone ?? DEFAULT_TONE;
    const { scripts } = await engine.scripts({ slides: outline.slides, projectTitle: '', tone, sourceText: docsText, styleId: c.styleId, steering });
    const video = {
      brief: c.brief,
      tone,
      documents,
      materials: [c.pastedText ?? '', ...documents.map((d) => d.pages.join('\n\n'))].join('\n\n'),
      slides: outline.slides,
      scripts: outline.slides.map((s) => scripts.find((x) => x.slideId === s.id)?.script ?? ''),
    };
    const defects: Defect[] = findDefects(video);
    const facts = coveredFacts(video, c.facts);
    const covered = facts.filter((f) => f.covered).length;
    defectsTotal += defects.length;
    factsTotal += facts.length;
    factsCovered += covered;
    for (const d of defects) byRule.set(d.rule, (byRule.get(d.rule) ?? 0) + 1);
    const percent = facts.length ? Math.round((1000 * covered) / facts.length) / 10 : 100;
    console.log(
      `${c.id.padEnd(22)} ${tone.padEnd(13)} defects ${String(defects.length).padStart(3)}  facts covered ${String(percent).padStart(5)} % (${covered}/${facts.length})`,
    );
    if (verbose) {
      for (const d of defects) console.log(`    ${d.rule} [slide ${d.slide}] ${d.text}`);
      for (const f of facts.filter((x) => !x.covered)) console.log(`    missing fact: ${f.name}`);
    }
    if (dump) {
      for (const [i, s] of video.slides.entries()) {
        console.log(`  ${i + 1}. [${s.templateId}] ${s.title} — ${s.description}`);
        for (const p of s.keyPoints) console.log(`       • ${p}`);
        if (s.templateId === 'split-content')
          console.log(`       ${s.leftColumnTitle}: ${s.leftColumnPoints?.join(' | ')}\n       ${s.rightColumnTitle}: ${s.rightColumnPoints?.join(' | ')}`);
        console.log(`       » ${video.scripts[i]}`);
      }
    }
  }
  if (verbose) console.log(`by rule: ${[...byRule.entries()].map(([r, n]) => `${r} ${n}`).join(', ')}`);
  console.log(
    `total: cases ${corpus.length}, defects ${defectsTotal}, facts covered ${factsTotal ? Math.round((1000 * factsCovered) / factsTotal) / 10 : 100} %`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
