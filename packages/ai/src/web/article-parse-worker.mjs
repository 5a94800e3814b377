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
    if (el.querySelector(BLOCKS)) {
      // The innermost block carries the text; a list item's own words before its nested list are its own line.
      const own = el.tagName === 'LI' ? ownText(el) : '';
      if (own) lines.push(`- ${own}`);
      continue;
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const level = /^H([1-6])$/.exec(el.tagName)?.[1];
    lines.push(level ? `${'#'.repeat(Number(level))} ${text}` : el.tagName === 'LI' ? `- ${text}` : text);
  }
  const text = (lines.length ? lines.join('\n\n') : (parsed.textContent ?? '').replace(/[ \t]+/g, ' ')).trim();
  return { title: (parsed.title ?? '').trim(), text, byline: parsed.byline ?? null, siteName: parsed.siteName ?? null, blocks: articleBlocks(body) };
}

const flat = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The words of an element that sit outside its nested blocks and lists (each of those is read on its own). */
function ownText(el) {
  let text = '';
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 1 && (child.matches(`${BLOCKS},ul,ol`) || child.querySelector(BLOCKS))) continue;
    text += ` ${child.textContent ?? ''}`;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** An item's words, paragraphs inside it included; its nested lists are items of their own. */
function itemText(li) {
  let text = '';
  for (const child of Array.from(li.childNodes)) if (!(child.nodeType === 1 && child.matches('ul,ol'))) text += ` ${child.textContent ?? ''}`;
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The article's structure (decision 157) from the same parsed DOM: h1–h6 headings, p paragraphs,
 * ul/ol lists with their nesting, tables by rows, pre as code, blockquote as quotes; other
 * elements are walked into. The walk is iterative, so deep markup cannot overflow the stack.
 */
function articleBlocks(body) {
  const blocks = [];
  const stack = Array.from(body.children).reverse();
  while (stack.length) {
    const el = stack.pop();
    const tag = el.tagName;
    const level = /^H([1-6])$/.exec(tag)?.[1];
    if (level) blocks.push({ type: 'heading', level: Number(level), text: flat(el) });
    else if (tag === 'P' || tag === 'FIGCAPTION' || tag === 'DT' || tag === 'DD') blocks.push({ type: 'paragraph', text: flat(el) });
    else if (tag === 'PRE') blocks.push({ type: 'code', text: (el.textContent ?? '').trim() });
    else if (tag === 'BLOCKQUOTE') blocks.push({ type: 'quote', text: flat(el) });
    else if (tag === 'UL' || tag === 'OL') {
      const items = [];
      for (const li of Array.from(el.querySelectorAll('li'))) {
        let depth = 0;
        for (let up = li.parentElement; up && up !== el; up = up.parentElement) if (up.tagName === 'UL' || up.tagName === 'OL') depth++;
        const text = itemText(li);
        if (text) items.push({ text, level: Math.min(9, depth) });
      }
      if (items.length) blocks.push({ type: 'list', ordered: tag === 'OL', items });
    } else if (tag === 'TABLE') {
      const rows = Array.from(el.querySelectorAll('tr'))
        .map((tr) =>
          Array.from(tr.children)
            .filter((c) => c.tagName === 'TD' || c.tagName === 'TH')
            .map(flat),
        )
        .filter((r) => r.some(Boolean));
      if (rows.length) blocks.push({ type: 'table', rows });
    } else for (const child of Array.from(el.children).reverse()) stack.push(child);
  }
  return blocks;
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
