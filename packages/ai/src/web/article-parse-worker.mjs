// Parses one fetched web page and extracts its article, off the main thread: jsdom and Readability
// are synchronous and a hostile page (deep nesting, tens of thousands of blocks) can take seconds
// and hundreds of MB, which would otherwise stall every request. The parent bounds this thread's
// time and heap and terminates it past them. Plain JavaScript so it loads in any runtime (tsx,
// vitest, built server) without a TS loader.
import { parentPort, workerData } from 'node:worker_threads';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';

/** @type {{ bytes: Uint8Array, contentType: string, url: string, maxChars: number, maxDepth: number }} */
const { bytes, contentType, url, maxChars, maxDepth } = workerData;

function decodeHtml() {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Removes elements that never hold article text (scripts, styles, inline SVG, comments) in one
 * linear pass: on many real pages they are most of the markup, so the size cap below keeps text.
 */
function withoutNonText(html) {
  const lower = html.toLowerCase();
  const pairs = [
    ['<script', '</script'],
    ['<style', '</style'],
    ['<svg', '</svg'],
    ['<template', '</template'],
    ['<!--', '-->'],
  ];
  const next = pairs.map(([open]) => lower.indexOf(open));
  const kept = [];
  let at = 0;
  for (;;) {
    let which = -1;
    for (let i = 0; i < pairs.length; i++) {
      while (next[i] !== -1 && next[i] < at) next[i] = lower.indexOf(pairs[i][0], at);
      if (next[i] !== -1 && (which === -1 || next[i] < next[which])) which = i;
    }
    if (which === -1) break;
    const start = next[which];
    const [open, close] = pairs[which];
    // `<scripts>` or `<svgfoo>` are other tags: only a name ending here counts.
    if (open !== '<!--' && /[a-z0-9-]/.test(lower[start + open.length] ?? '')) {
      next[which] = lower.indexOf(open, start + 1);
      continue;
    }
    const closeAt = lower.indexOf(close, start + open.length);
    kept.push(html.slice(at, start));
    if (closeAt === -1) {
      at = html.length;
      break;
    }
    const end = lower.indexOf('>', closeAt + close.length - 1);
    at = end === -1 ? html.length : end + 1;
  }
  kept.push(html.slice(at));
  return kept.join('');
}

/** Elements that never nest (void) or that the parser closes by itself (optional end tags, HTML §13.1.2.4). */
const NOT_NESTING = new Set(
  'area base br col embed hr img input link meta source track wbr param keygen p li dt dd option optgroup tr td th thead tbody tfoot rt rp colgroup caption html head body'.split(
    ' ',
  ),
);

/**
 * How deep the markup nests, counted on the text before any parsing (an estimate: unclosed
 * ordinary elements count as nested, as the parser nests them). Readability's time grows
 * steeply with depth (800 levels: over a minute), so a page past the limit is refused at once.
 */
function nestingDepth(html, limit) {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;
  let depth = 0;
  let deepest = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (NOT_NESTING.has(m[2].toLowerCase()) || m[3]) continue;
    if (m[1]) depth = Math.max(0, depth - 1);
    else {
      depth++;
      deepest = Math.max(deepest, depth);
      if (deepest > limit) break;
    }
  }
  return deepest;
}

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,pre,td,th,figcaption,dt,dd';

/** Readable article text: headings as Markdown headings, paragraphs and list items one per block. */
function articleText(html) {
  const virtualConsole = new VirtualConsole(); // page CSS and script errors are not ours to log
  const dom = new JSDOM(html, { url, virtualConsole });
  const parsed = new Readability(dom.window.document).parse();
  if (!parsed?.content) return null;
  const body = new JSDOM(`<body>${parsed.content}</body>`, { virtualConsole }).window.document.body;
  const lines = [];
  for (const el of Array.from(body.querySelectorAll(BLOCKS))) {
    if (el.querySelector(BLOCKS)) continue; // the innermost block carries the text
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const level = /^H([1-6])$/.exec(el.tagName)?.[1];
    lines.push(level ? `${'#'.repeat(Number(level))} ${text}` : el.tagName === 'LI' ? `- ${text}` : text);
  }
  const text = (lines.length ? lines.join('\n\n') : (parsed.textContent ?? '').replace(/[ \t]+/g, ' ')).trim();
  return { title: (parsed.title ?? '').trim(), text, byline: parsed.byline ?? null, siteName: parsed.siteName ?? null };
}

try {
  // Past the cap the page is cut: the parser closes what is open, and the article is usually early.
  const html = withoutNonText(decodeHtml()).slice(0, maxChars);
  if (nestingDepth(html, maxDepth) > maxDepth) parentPort.postMessage({ failed: `nested deeper than ${maxDepth}` });
  else parentPort.postMessage({ article: articleText(html) });
} catch (error) {
  // A stack overflow on absurd nesting, or anything else jsdom or Readability throws on a page.
  parentPort.postMessage({ failed: String(error?.message ?? error) });
}
