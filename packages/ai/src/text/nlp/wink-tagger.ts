import { createRequire } from 'node:module';
import type { Token } from './token';

type WinkFn = typeof import('wink-nlp').default;
type WinkMethods = ReturnType<WinkFn>;

let loaded: WinkMethods | null = null;

/**
 * wink-nlp with its English model, loaded on first use and kept (decision 156): the model ships
 * inside its npm package, so nothing is downloaded at run time, and servers that never read a
 * document never pay the ~0.3 s it takes to load.
 */
function wink(): WinkMethods {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as WinkFn;
    loaded = winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'negation', 'pos']);
  }
  return loaded;
}

/** A text read into sentences of tokens, each token with its character offsets in `text`. */
export function tagText(text: string): Token[][] {
  const nlp = wink();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out() as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  // wink's typings declare its.lemma with the model's addons argument, which `out` passes itself.
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.pos) as string[];
  const negated = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  // wink keeps each token's preceding whitespace, so offsets follow by walking the text; a token
  // wink normalised (a URL, an expanded contraction) is found by searching from where we are.
  const tokens: Token[] = [];
  let at = 0;
  words.forEach((word, i) => {
    at += (spaces[i] ?? '').length;
    const found = text.indexOf(word, at);
    const start = found >= 0 && found - at < 4 ? found : at;
    const end = found >= 0 && found - at < 4 ? found + word.length : at + word.length;
    tokens.push({ text: word, start, end, pos: tags[i] ?? 'X', lemma: (lemmas[i] ?? word).toLowerCase(), negated: !!negated[i] });
    at = end;
  });
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  return spans.map(([from, to]) => tokens.slice(from, to + 1));
}
