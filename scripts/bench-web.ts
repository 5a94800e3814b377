/**
 * Pages small and compressed (issue 13 item 4), measured in Chromium against a fresh production
 * build served by the real server: the compressed JavaScript the landing page and an anonymous
 * share page download, and how soon the landing page shows its headline. The sizes are checked
 * against their targets; a missed target makes `npm run bench` exit with status 1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { startServer, stopServer } from './bench-api';

type Line = (name: string, value: number | string, unit: string) => void;

/** Targets from issue 13 item 4, in compressed kilobytes (1 KB = 1,000 bytes, as the build reports). */
export const LANDING_JS_MAX_KB = 150;
export const SHARE_JS_MAX_KB = 150;
export const LANDING_FIRST_RENDER_MAX_MS = 1000;
const RENDER_RUNS = 5;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bytes on the wire (compressed) per resource type for one cold page load. */
async function transferred(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<{ type: string; bytes: number; encoding: string | null }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      Promise.all([request.sizes(), request.response()]).then(([s, response]) => ({
        type: request.resourceType(),
        bytes: s.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? null,
      })),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  await context.close();
  const sum = (type: string) => all.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0) / 1000;
  const scripts = all.filter((r) => r.type === 'script');
  return {
    js: sum('script'),
    css: sum('stylesheet'),
    fonts: sum('font'),
    scripts: scripts.length,
    uncompressed: scripts.filter((r) => !r.encoding && r.bytes >= 1024).length,
  };
}

/** Milliseconds from navigation start to the first frame showing the landing page's headline (median of cold loads). */
async function landingFirstRender(browser: Browser, url: string) {
  const times: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    // Checked on every animation frame inside the page: the time is that of the first frame
    // showing the headline, not of a later poll from here.
    const shown = await page.waitForFunction(
      () => {
        const hero = document.getElementById('hero-title');
        return hero && hero.getBoundingClientRect().height > 0 ? performance.now() : null;
      },
      undefined,
      { polling: 'raf' },
    );
    times.push((await shown.jsonValue()) as number);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function benchWeb(line: Line): Promise<{ missed: string[] }> {
  const missed: string[] = [];
  const dist = await mkdtemp(join(tmpdir(), 'lectern-bench-web-'));
  let browser: Browser | undefined;
  const server = await (async () => {
    await build({
      configFile: fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url)),
      build: { outDir: dist, emptyOutDir: true },
      logLevel: 'silent',
    });
    return startServer({ BENCH_WEB_DIST: dist });
  })();
  try {
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM });
    } catch {
      line('web', 'skipped', `(no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
      return { missed };
    }
    const base = `http://127.0.0.1:${server.ready.port}`;
    const landing = await transferred(browser, `${base}/`, (page) => page.locator('#hero-title').waitFor());
    const share = await transferred(browser, `${base}/share/${server.ready.slug}`, (page) =>
      page.getByRole('heading', { name: 'Handling customer data' }).waitFor(),
    );
    line('landing_js_compressed', landing.js, `KB (target <= ${LANDING_JS_MAX_KB})`);
    line('landing_css_compressed', landing.css, 'KB');
    line('landing_fonts', landing.fonts, 'KB');
    line('landing_js_files', landing.scripts, 'count');
    line('share_js_compressed', share.js, `KB (target <= ${SHARE_JS_MAX_KB})`);
    line('share_js_files', share.scripts, 'count');
    line('js_files_over_1kb_sent_uncompressed', landing.uncompressed + share.uncompressed, 'count');
    if (landing.js > LANDING_JS_MAX_KB) missed.push(`landing page JavaScript ${landing.js} KB > ${LANDING_JS_MAX_KB} KB`);
    if (share.js > SHARE_JS_MAX_KB) missed.push(`share page JavaScript ${share.js} KB > ${SHARE_JS_MAX_KB} KB`);
    const firstRender = await landingFirstRender(browser, `${base}/`);
    line('landing_first_render', firstRender, `ms (target < ${LANDING_FIRST_RENDER_MAX_MS})`);
  } finally {
    await browser?.close();
    await stopServer(server.child);
    await rm(dist, { recursive: true, force: true });
  }
  return { missed };
}
