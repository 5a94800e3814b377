import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AVATARS, MOUTH_SHAPES, pageSize, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { chromium } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSlide, slidePages } from './draw';
import type { SlideLayout } from './layout-types';
import { loadImage, registerFontsFor, registerIllustrationIcons, registerSlideFonts } from './node';
import { pageText } from './page-text';
import { drawPresenter } from './presenter/draw-presenter';
import { slideFontText } from './script-fonts';
import { CROWDED_SLIDES, SAMPLE_SLIDES } from './test-fixtures';
import { diffShare } from './test-pixels';
import { SCRIPT_SAMPLES, sampleSlide } from './test-scripts';

/**
 * DESIGN.md: the browser preview and the server render share the drawing code, so what you see
 * is what you get. This draws the sample slides in Chromium (fonts from @fontsource CSS) and in
 * Node (@napi-rs/canvas, registered woff2) and compares the wrapping and the pixels.
 */
const CHROMIUM = '/usr/bin/chromium';
const entry = fileURLToPath(new URL('./test-browser-entry.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const textOf = (layout: SlideLayout) =>
  [layout.title, layout.subtitle, layout.quote, ...layout.bullets, ...layout.columns.flatMap((c) => [c.title, ...c.items])]
    .filter((b) => b !== null)
    .map((b) => ({ size: b.fontSize, lines: b.lines.map((l) => l.text) }));

describe.skipIf(!existsSync(CHROMIUM))('browser preview matches the server render', () => {
  let server: ViteDevServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'slides-parity-'));
    writeFileSync(join(root, 'index.html'), `<!doctype html><html><body><script type="module" src="/@fs${entry}"></script></body></html>`);
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', fs: { allow: [repoRoot, root] } },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    registerSlideFonts();
    registerIllustrationIcons();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('wraps identically and differs by under 1% of pixels', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      await page.waitForFunction(() => typeof window.renderSampleSlides === 'function', undefined, { timeout: 30_000 });
      const results = await page.evaluate(() => window.renderSampleSlides?.('corporate-blue'));
      expect(results).toHaveLength(SAMPLE_SLIDES.length);

      for (const [i, slide] of SAMPLE_SLIDES.entries()) {
        const canvas = createCanvas(1920, 1080);
        const ctx = canvas.getContext('2d');
        const layout = drawSlide(ctx, slide, { theme: themeById('corporate-blue'), slideNumber: i + 1, totalSlides: SAMPLE_SLIDES.length });
        const web = results?.[i] as { layout: SlideLayout; png: string };
        expect(textOf(web.layout), slide.templateId).toEqual(textOf(layout));

        const image = await loadImage(Buffer.from(web.png.split(',')[1] as string, 'base64'));
        const decoded = createCanvas(1920, 1080).getContext('2d');
        decoded.drawImage(image, 0, 0);
        const share = diffShare(
          { data: ctx.getImageData(0, 0, 1920, 1080).data, width: 1920, height: 1080 },
          { data: decoded.getImageData(0, 0, 1920, 1080).data, width: 1920, height: 1080 },
        );
        expect(share, `${slide.templateId}: ${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThan(0.01);
        // The offline picture (icons loaded on demand in the browser) is the same picture too.
        if (layout.image) {
          const pictureShare = diffShare(
            { data: ctx.getImageData(0, 0, 1920, 1080).data, width: 1920, height: 1080 },
            { data: decoded.getImageData(0, 0, 1920, 1080).data, width: 1920, height: 1080 },
            32,
            layout.image.rect,
          );
          expect(pictureShare, `${slide.templateId} picture: ${(pictureShare * 100).toFixed(2)}% differ`).toBeLessThan(0.01);
        }
      }
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('draws vertical and square slides the same in the browser as in the video (issue 14)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      await page.waitForFunction(() => typeof window.renderSampleSlides === 'function', undefined, { timeout: 30_000 });
      for (const aspect of ['9:16', '1:1'] as const) {
        const size = pageSize(aspect);
        const results = await page.evaluate(([themeId, s]) => window.renderSampleSlides?.(themeId, s), ['midnight-indigo', size] as const);
        expect(results).toHaveLength(SAMPLE_SLIDES.length);
        for (const [i, slide] of SAMPLE_SLIDES.entries()) {
          const ctx = createCanvas(size.width, size.height).getContext('2d');
          const layout = drawSlide(ctx, slide, { theme: themeById('midnight-indigo'), slideNumber: i + 1, totalSlides: SAMPLE_SLIDES.length, page: size });
          const web = results?.[i] as { layout: SlideLayout; png: string };
          expect([web.layout.width, web.layout.height]).toEqual([size.width, size.height]);
          expect(textOf(web.layout), `${aspect} ${slide.templateId}`).toEqual(textOf(layout));
          const decoded = createCanvas(size.width, size.height).getContext('2d');
          decoded.drawImage(await loadImage(Buffer.from(web.png.split(',')[1] as string, 'base64')), 0, 0);
          const share = diffShare(
            { data: ctx.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
            { data: decoded.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
          );
          expect(share, `${aspect} ${slide.templateId}: ${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThan(0.01);
        }
      }
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('draws points being revealed the same in the browser preview as in the video (decision 170)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      await page.waitForFunction(() => typeof window.renderSampleSlides === 'function', undefined, { timeout: 30_000 });
      const size = pageSize('16:9');
      const results = await page.evaluate(([themeId, s]) => window.renderSampleSlides?.(themeId, s, 2), ['sunset-pink', size] as const);
      for (const [i, slide] of SAMPLE_SLIDES.entries()) {
        if (slide.templateId !== 'bullet-points' && slide.templateId !== 'split-content') continue;
        const ctx = createCanvas(size.width, size.height).getContext('2d');
        drawSlide(ctx, slide, { theme: themeById('sunset-pink'), slideNumber: i + 1, totalSlides: SAMPLE_SLIDES.length, page: size, revealed: 2 });
        const decoded = createCanvas(size.width, size.height).getContext('2d');
        decoded.drawImage(await loadImage(Buffer.from((results?.[i]?.png ?? '').split(',')[1] as string, 'base64')), 0, 0);
        const share = diffShare(
          { data: ctx.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
          { data: decoded.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
        );
        expect(share, `${slide.templateId}: ${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThan(0.01);
        // The points not yet spoken make a difference larger than the tolerance: a preview drawing them all would fail.
        const plain = createCanvas(size.width, size.height).getContext('2d');
        drawSlide(plain, slide, { theme: themeById('sunset-pink'), slideNumber: i + 1, totalSlides: SAMPLE_SLIDES.length, page: size });
        const unrevealed = diffShare(
          { data: ctx.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
          { data: plain.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
        );
        expect(unrevealed).toBeGreaterThan(0.01);
      }
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('continues crowded slides over the same pages in the browser as in the video (decision 165)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      await page.waitForFunction(() => typeof window.slidePageTexts === 'function', undefined, { timeout: 30_000 });
      const ctx = createCanvas(8, 8).getContext('2d');
      for (const aspect of ['16:9', '9:16', '1:1'] as const) {
        const size = pageSize(aspect);
        const web = await page.evaluate((s) => window.slidePageTexts?.(s), size);
        const node = CROWDED_SLIDES.map((slide) => slidePages(ctx, slide, { page: size }).map(pageText));
        expect(web, aspect).toEqual(node);
        expect(
          node.some((pages) => pages.length > 1),
          `${aspect} has continuation pages`,
        ).toBe(true);
      }
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('draws every script the same in the browser preview as in the video, right to left where it reads so (decision 188)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      await page.waitForFunction(() => typeof window.renderScriptSlides === 'function', undefined, { timeout: 30_000 });
      const size = pageSize('16:9');
      const results = (await page.evaluate((s) => window.renderScriptSlides?.(s), size)) ?? [];
      expect(results).toHaveLength(SCRIPT_SAMPLES.length);
      for (const sample of SCRIPT_SAMPLES) registerFontsFor(slideFontText(sampleSlide(sample), sample.language), sample.language);
      for (const [i, sample] of SCRIPT_SAMPLES.entries()) {
        const ctx = createCanvas(size.width, size.height).getContext('2d');
        const options = { theme: themeById('corporate-blue'), slideNumber: i + 1, totalSlides: SCRIPT_SAMPLES.length, page: size, language: sample.language };
        const layout = drawSlide(ctx, sampleSlide(sample), options);
        const web = results[i] as { layout: SlideLayout; png: string };
        expect(textOf(web.layout), sample.language).toEqual(textOf(layout));
        expect(web.layout.direction, sample.language).toBe(layout.direction);
        const decoded = createCanvas(size.width, size.height).getContext('2d');
        decoded.drawImage(await loadImage(Buffer.from(web.png.split(',')[1] as string, 'base64')), 0, 0);
        const share = diffShare(
          { data: ctx.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
          { data: decoded.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height },
        );
        expect(share, `${sample.language}: ${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThan(0.01);
      }
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('draws the offline presenters the same in the browser (picker and preview) as in the video', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      await page.waitForFunction(() => typeof window.renderPresenters === 'function', undefined, { timeout: 30_000 });
      const pngs = (await page.evaluate(() => window.renderPresenters?.())) ?? [];
      expect(pngs).toHaveLength(AVATARS.length);
      for (const [i, avatar] of AVATARS.entries()) {
        const ctx = createCanvas(360, 400).getContext('2d');
        const mouth = MOUTH_SHAPES[i % MOUTH_SHAPES.length] ?? 'rest';
        drawPresenter(ctx, avatar, { mouth, eyes: i % 3 === 2 ? 'half' : 'open', breath: 0.5, sway: -0.4 }, { x: 0, y: 0, width: 360, height: 400 });
        const decoded = createCanvas(360, 400).getContext('2d');
        decoded.drawImage(await loadImage(Buffer.from((pngs[i] as string).split(',')[1] as string, 'base64')), 0, 0);
        const share = diffShare(
          { data: ctx.getImageData(0, 0, 360, 400).data, width: 360, height: 400 },
          { data: decoded.getImageData(0, 0, 360, 400).data, width: 360, height: 400 },
        );
        expect(share, `${avatar.id}: ${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThan(0.01);
      }
    } finally {
      await browser.close();
    }
  }, 90_000);
});
