import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/**
 * Public documents the corpus reads in place, where Debian packages install them (quality/SOURCES.md
 * lists each with its package and licence). Nothing of them is copied into the repository: CI installs
 * the packages (.ci/run), and a machine without them skips those cases and says which package to add.
 */
export class MissingPackage extends Error {
  constructor(
    readonly pkg: string,
    readonly path: string,
  ) {
    super(`skipped: ${path} is missing; install the Debian package ${pkg} (apt-get install ${pkg})`);
  }
}

/** A file shipped by a Debian package, unzipped when it is gzipped. */
export async function readShipped(pkg: string, path: string): Promise<Uint8Array> {
  if (!existsSync(path)) throw new MissingPackage(pkg, path);
  const raw = await readFile(path);
  return new Uint8Array(path.endsWith('.gz') ? gunzipSync(raw) : raw);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
};

/**
 * A web page as a reader copies it from the browser into the wizard: headings and list items on lines
 * of their own, paragraphs apart, scripts, styles and navigation dropped. Tags are read as HTML
 * allows them written, in any case and with spaces before their ">" (DocBook's `</H1\n>`).
 */
export function pageText(html: string): string {
  // Preformatted blocks keep their lines; everywhere else a browser joins the source's line breaks.
  const pre: string[] = [];
  return html
    .replace(/<(script|style|head|nav)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<div class="(?:navheader|navfooter|toc)"[\s\S]*?<\/div>/gi, '')
    .replace(/<pre[^>]*>([\s\S]*?)<\/pre\s*>/gi, (_, code: string) => `⟦pre ${pre.push(code.replace(/<[^>]+>/g, '')) - 1}⟧`)
    .replace(/\s+/g, ' ')
    .replace(/<h([1-6])[^>]*>/gi, (_, n) => `\n\n${'#'.repeat(Number(n))} `)
    .replace(/<\/h[1-6]\s*>/gi, '\n\n')
    .replace(/<li[^>]*>\s*(?:<p[^>]*>)?/gi, '\n- ')
    .replace(/<\/(?:p|div|table|tr|ul|ol|dl|dd|dt|blockquote)\s*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/⟦pre (\d+)⟧/g, (_, i) => `\n\n${pre[Number(i)]}\n\n`)
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (m, e: string) =>
      e.startsWith('#x')
        ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
        : e.startsWith('#')
          ? String.fromCodePoint(Number(e.slice(1)))
          : (ENTITIES[e] ?? m),
    )
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
