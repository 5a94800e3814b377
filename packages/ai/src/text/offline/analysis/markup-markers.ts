/**
 * Markdown's and HTML's marks that `cleanText`'s main rules do not reach, read the way a renderer would
 * show them (decision 217): no mark is ever shown on a slide or said by the voice, whatever the source
 * (a pasted note, a Markdown file, a Word or PDF text that kept its author's marks).
 * - A Setext heading ("Spotting Phishing" over "====" or "----") is a heading, its underline no text.
 * - An ATX heading written without its space ("#Spotting phishing") is one; "#727708" (a number) is not.
 * - A reference link ("[the guide][1]") is its text; its definition line ("[1]: https://…") is nothing.
 * - Struck-out text ("~~old~~") is deleted text: it is not said.
 * - A task list's box ("- [ ] Back up", "- [x] Done") and a backslash escape ("\*") are marks.
 * - HTML's character entities (&amp;, &nbsp;, &#39;) are their characters.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
};

export function withoutMarkupMarkers(text: string): string {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const underline = /^\s*(=+|-+)\s*$/.exec(lines[i] as string);
    const above = (lines[i - 1] as string).trim();
    // (a Setext underline sits right under a line of text; "---" after a blank line is a rule, left to cleanText)
    if (underline && above && !/^\s*(?:[#>|*+-]|\d+[.)])\s/.test(above) && (underline[1] as string).length >= 3) {
      lines[i - 1] = `${(underline[1] as string).startsWith('=') ? '#' : '##'} ${above}`;
      lines[i] = '';
    }
  }
  return lines
    .filter((l) => !/^\s*\[[^\]^]+\]:\s*\S+(?:\s+["'(].*["')])?\s*$/.test(l))
    .join('\n')
    .replace(/^(\s*)(#{1,6})(?=\p{Lu})/gmu, '$1$2 ')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/~~[^~\n]+~~\s?/g, '')
    .replace(/^(\s*(?:[-*+]|\d+[.)])\s+)\[[ xX]\]\s+/gm, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
    .replace(/&(#\d{1,5}|#x[\da-f]{1,4}|[a-z]{2,6});/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 31 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}
