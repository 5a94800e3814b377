import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` next to every built text file of 1 KB or more, compressed once at the
 * highest settings; the server sends them to clients that accept them (docs/decisions/116).
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|txt|vtt|webmanifest)$/;
  const walk = async (dir: string): Promise<string[]> =>
    (await Promise.all((await readdir(dir, { withFileTypes: true })).map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])))).flat();
  return {
    name: 'lectern-precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? `${root}dist`;
      const files = (await walk(outDir)).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': `${root}src` } },
  build: { outDir: `${root}dist`, emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000', '/dev': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
