import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built SPA's index.html, re-read whenever the file changes: a rebuild of apps/web/dist
 * (new hashed asset names) must not leave a running server pointing at deleted assets.
 * Returns null while the SPA is not built.
 */
export function builtIndexHtml(distDir: string): () => string | null {
  const file = join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}
