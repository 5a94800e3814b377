/**
 * `node --import tsx scripts/nlp-compare.ts`: the language analysis measured on the labelled set of
 * decision 156, for the wink-nlp adapter (packages/ai/src/text/nlp) and for the hand-written rules
 * the offline engine used before it. Prints, per property, cases right on the tuning part and on
 * the held-out third and on the cases written after the rules were settled ("late"), then sentences per second on the quality corpus' documents.
 * `--verbose` lists the cases each side gets wrong.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFragment, isNegated, leansOnEarlierSentence, lemma, splitSentences } from '../packages/ai/src/text/nlp/index';
import {
  BOUNDARY_CASES,
  FRAGMENT_CASES,
  isHeldOut,
  LATE_BOUNDARY_CASES,
  LATE_FRAGMENT_CASES,
  LATE_LEANS_CASES,
  LATE_NEGATION_CASES,
  LEANS_CASES,
  LEMMA_CASES,
  NEGATION_CASES,
} from '../packages/ai/src/text/nlp/labelled-set';
import { splitSentences as ruleSplit } from '../packages/ai/src/text/offline/analysis/split-sentences';
import { stem } from '../packages/ai/src/text/offline/analysis/terms-of';
import { DANGLING_END, shortenSentence, stripTrailingPunctuation } from '../packages/ai/src/text/offline/text-shaping';

const verbose = process.argv.includes('--verbose');

// The rules as the engine had them (text-analysis.ts, text-shaping.ts, offline-outline.ts): the
// engine had no fragment or referent test of its own, so the nearest rules it used stand in.
const SUBORDINATE_OPENER = /^(?:if|when|whenever|unless|although|though|because|since|while|before|after|once|as|until|whether|so that|even if|even though)\b/i;
const PROHIBITION =
  /^(?:never|don['’]t|do not|avoid|no\b|stop)|^(?!(?:if|when|whenever|unless|because|while|although)\b)(?:[\w'’-]+\s+){0,3}?(?:must not|mustn['’]t|should not|shouldn['’]t|may not|cannot|can['’]t|never|must refuse|refuse)\b/i;
const LIST_MARKER = /^\s*(?:[-*•+▪◦–]|\d+(?:\.\d+)*[.)])\s+/;
const rules = {
  split: (text: string) =>
    text
      .split(/\n+/)
      .map((l) => l.replace(LIST_MARKER, '').trim())
      .filter(Boolean)
      .flatMap((l) => ruleSplit(l)),
  fragment: (text: string) => SUBORDINATE_OPENER.test(text) || DANGLING_END.has(stripTrailingPunctuation(text).split(/\s+/).pop()?.toLowerCase() ?? ''),
  negated: (text: string) => PROHIBITION.test(text),
  // The engine only knew connectives, which shortenSentence drops from a point's start.
  leans: (text: string) => shortenSentence(text, 99) !== shortenSentence(text, 99, { keepConnector: true }),
  lemma: (word: string) => stem(word.toLowerCase()),
};
const adapter = {
  split: (text: string) => splitSentences(text).map((s) => s.text),
  fragment: (text: string) => isFragment(text),
  negated: (text: string) => isNegated(text),
  leans: (text: string) => leansOnEarlierSentence(text),
  lemma: (word: string, context?: string) => (context ? contextLemma(word, context) : lemma(word)),
};

import { analyseSentence } from '../packages/ai/src/text/nlp/index';

const contextLemma = (word: string, context: string) => analyseSentence(context).find((t) => t.text === word)?.lemma ?? lemma(word);

type Side = typeof adapter;
function score<C>(name: string, cases: C[], right: (side: Side, c: C) => boolean, show: (c: C) => string, late: C[] = []) {
  const row: string[] = [];
  for (const [label, side] of [
    ['rules', rules as unknown as Side],
    ['wink-nlp', adapter],
  ] as const) {
    const ok = [0, 0];
    const n = [0, 0];
    cases.forEach((c, i) => {
      const part = isHeldOut(i) ? 1 : 0;
      n[part] = (n[part] ?? 0) + 1;
      if (right(side, c)) ok[part] = (ok[part] ?? 0) + 1;
      else if (verbose) console.log(`  ${label} wrong${part ? ' (held out)' : ''}: ${show(c)}`);
    });
    const lateOk = late.filter((c) => right(side, c)).length;
    if (verbose) for (const c of late) if (!right(side, c)) console.log(`  ${label} wrong (written late): ${show(c)}`);
    row.push(`${label} ${ok[0]}/${n[0]} tuning, ${ok[1]}/${n[1]} held out${late.length ? `, ${lateOk}/${late.length} late` : ''}`);
  }
  console.log(`${name.padEnd(12)} ${row.join('   ')}`);
}

async function main() {
  score(
    'boundaries',
    BOUNDARY_CASES,
    (s, c) => JSON.stringify(s.split(c.text)) === JSON.stringify(c.sentences),
    (c) => c.text,
    LATE_BOUNDARY_CASES,
  );
  score(
    'fragments',
    FRAGMENT_CASES,
    (s, c) => s.fragment(c.text) === c.expected,
    (c) => `${c.text} (${c.expected})`,
    LATE_FRAGMENT_CASES,
  );
  score(
    'negation',
    NEGATION_CASES,
    (s, c) => s.negated(c.text) === c.expected,
    (c) => `${c.text} (${c.expected})`,
    LATE_NEGATION_CASES,
  );
  score(
    'referents',
    LEANS_CASES,
    (s, c) => s.leans(c.text) === c.expected,
    (c) => `${c.text} (${c.expected})`,
    LATE_LEANS_CASES,
  );
  score(
    'lemmas',
    LEMMA_CASES,
    (s, c) => s.lemma(c.word, c.context) === c.lemma,
    (c) => `${c.word} → ${c.lemma}`,
  );

  // Speed: every text document of the quality corpus, split and each sentence analysed.
  const dir = join(import.meta.dirname, '../quality/documents');
  const texts: string[] = [];
  for (const f of await readdir(dir)) if (/\.(?:txt|md)$/.test(f)) texts.push(await readFile(join(dir, f), 'utf8'));
  const corpus = texts.join('\n\n').repeat(5);
  splitSentences('Warm up.');
  const started = performance.now();
  const sentences = splitSentences(corpus);
  for (const s of sentences) {
    isFragment(s.text);
    leansOnEarlierSentence(s.text);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `speed        ${sentences.length} sentences split, tagged and checked in ${seconds.toFixed(2)} s: ${Math.round(sentences.length / seconds)} per second`,
  );
}

main();
