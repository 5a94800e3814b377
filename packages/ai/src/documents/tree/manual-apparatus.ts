import type { Block } from './document-tree';

/**
 * A printed manual's apparatus (decision 218): what a trainer leaves out of an introduction to the
 * manual, because it says nothing about what the program does.
 *
 * - Back matter: a section named as a licence, a "Copying" notice, an index, or the authors, credits
 *   or acknowledgements ("Appendix A Copying Information", "A.1 GNU Free Documentation License",
 *   "Concept Index", "Function and Data Index"), with everything under it. Only once the document has
 *   said something of its own first: a licence that is the whole document is its content.
 * - The title page's byline: a heading holding an e-mail address ("Fabio Fiorina Simon Josefsson
 *   (help-libtasn1@gnu.org)") names the authors, never a section.
 * - The title page's notices: a copyright line ("Copyright © 2001–2022 Free Software Foundation") and
 *   the grant to copy the manual ("Permission is granted to copy, distribute and/or modify this
 *   document…") before the first section of the body.
 * - Reference entries: a definition line as Texinfo prints it, its kind in brackets ("[Function]int
 *   asn1_parser2tree (…)", "[Variable]", "[Macro]", "[Command]"), and the entry under it (the
 *   arguments, "Returns:", "Since: 2.0") are a reference to look things up in, kept as code: code is
 *   never a point nor said, and the manual's prose says what the library does.
 */
export function withoutManualApparatus(blocks: Block[]): Block[] {
  return referenceEntriesAsCode(withoutFrontNotices(withoutBackMatter(blocks)));
}

/** A section number or an appendix's label before a heading's name: "A.1", "Appendix A", "12.", "B". */
const LABEL = /^(?:appendix\s+[a-z\d]{1,3}\b[.:]?\s*(?:[—–-]\s*)?|[a-z]?\d{0,3}(?:\.\d{1,3})*\.?\s+(?=\S))/i;
const LICENCE_NAME =
  /^(?:(?:the\s+)?(?:gnu\s+)?(?:free documentation|(?:lesser |library |affero )?general public|free software|open publication)\s+licen[cs]e\b.*|(?:software\s+)?licen[cs]es?|copying(?:\s+(?:information|conditions|this (?:manual|document)))?|(?:concept|function|variable|data type|command|program|option|key|general|type|subject)?(?:\s*(?:and|&)\s*\w+)*\s*index|indices|authors?|credits|acknowledge?ments?|colophon)$/i;

/** A heading that names a manual's back matter, once its number or appendix label is set aside. */
export function namesBackMatter(heading: string): boolean {
  const name = heading.replace(/\s+/g, ' ').trim().replace(LABEL, '').trim();
  return LICENCE_NAME.test(name);
}

/** Words of the document's own a back-matter section must follow: a title and a line or two do not make a manual. */
const MIN_WORDS_BEFORE = 200;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const blockWords = (b: Block) =>
  b.type === 'list' ? b.items.reduce((n, i) => n + words(i.text), 0) : b.type === 'table' ? b.rows.flat().reduce((n, c) => n + words(c), 0) : words(b.text);

function withoutBackMatter(blocks: Block[]): Block[] {
  const out: Block[] = [];
  let said = 0;
  let skipAbove = 0;
  for (const block of blocks) {
    if (block.type === 'heading' && skipAbove && block.level <= skipAbove) skipAbove = 0;
    if (!skipAbove && block.type === 'heading' && said >= MIN_WORDS_BEFORE && namesBackMatter(block.text)) skipAbove = block.level;
    if (skipAbove) continue;
    if (block.type !== 'heading' && block.type !== 'code') said += blockWords(block);
    out.push(block);
  }
  return out;
}

const E_MAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const COPYRIGHT = /^(?:copyright\b|©|\(c\)\s*\d{4})/i;
const COPY_GRANT = /^permission is (?:hereby )?granted to (?:make and distribute|copy|distribute)/i;

/** The title page and its back: the blocks before the first heading on a later page than the document's first block. */
function frontEnd(blocks: Block[]): number {
  const firstPage = blocks[0]?.page;
  if (firstPage === undefined) return 0;
  const i = blocks.findIndex((b, k) => k > 0 && b.type === 'heading' && (b.page ?? firstPage) > firstPage);
  return Math.max(i, 0);
}

function withoutFrontNotices(blocks: Block[]): Block[] {
  const end = frontEnd(blocks);
  return blocks.filter((b, i) => {
    if (i >= end) return true;
    if (b.type === 'heading') return i === 0 || !E_MAIL.test(b.text);
    if (b.type === 'paragraph') return !COPYRIGHT.test(b.text.trim()) && !COPY_GRANT.test(b.text.trim());
    return true;
  });
}

/** Texinfo's kind of a definition, printed in brackets before it. */
export const DEFINITION_LINE =
  /^\[(?:function|library function|macro|variable|user option|special form|command|data type|type|constant|method|instance variable|class|option|deftypefn|typedef)\]\s*\S/i;

function referenceEntriesAsCode(blocks: Block[]): Block[] {
  let entry = false;
  const entries = new Set<Block>();
  const marked = blocks.map((b): Block => {
    if (b.type === 'heading') entry = false;
    else if ((b.type === 'paragraph' || b.type === 'code') && DEFINITION_LINE.test(b.text.trim())) entry = true;
    if (!entry || b.type === 'heading') return b;
    const text = b.type === 'list' ? b.items.map((i) => i.text).join('\n') : b.type === 'table' ? b.rows.map((r) => r.join('\t')).join('\n') : b.text;
    const code: Block = { type: 'code', text, ...(b.page !== undefined ? { page: b.page } : {}) };
    entries.add(code);
    return code;
  });
  return withoutReferenceSections(marked, entries);
}

/**
 * A section holding only reference entries ("asn1 der coding" over its definition, "4 Function
 * reference" over a run of them) names a thing to look up, never a topic: its heading goes with its
 * entries, so no slide is titled by it nor shows the name alone.
 */
function withoutReferenceSections(blocks: Block[], entries: Set<Block>): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i] as Block;
    if (b.type === 'heading') {
      let end = i + 1;
      while (end < blocks.length && !(blocks[end]?.type === 'heading' && (blocks[end] as Block & { level: number }).level <= b.level)) end++;
      const content = blocks.slice(i + 1, end).filter((x) => x.type !== 'heading');
      if (content.length && content.every((x) => x.type === 'code') && content.some((x) => entries.has(x))) {
        i = end - 1;
        continue;
      }
    }
    out.push(b);
  }
  return out;
}
