import { serveStatic } from '@hono/node-server/serve-static';
import { isAppPage } from '@lectern/core';
import { Hono } from 'hono';
import { builtIndexHtml } from './built-index-html';
import { precompressedStatic } from './precompressed-static';

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other
 * non-API path so client-side routes (and the SPA's own 404 page) work on reload. Text files
 * go out in the brotli or gzip form the build wrote next to them when the client accepts it.
 */
export function spaRoutes(distDir: string) {
  const app = new Hono();
  const indexHtml = builtIndexHtml(distDir);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', precompressedStatic(distDir));
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    const html = indexHtml();
    if (html === null) return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    // An address that is no page of the app still gets the SPA (it shows its 404 page), but with
    // status 404, so crawlers, link checkers and monitors see a missing page as missing.
    return c.html(html, isAppPage(new URL(c.req.url).pathname) ? 200 : 404);
  });
  return app;
}
