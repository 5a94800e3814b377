import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': `${root}src` } },
  build: { outDir: `${root}dist`, emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: { port: Number(process.env.WEB_PORT ?? 5173), proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000', '/dev': process.env.API_URL ?? 'http://localhost:3000' } },
});
