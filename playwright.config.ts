import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The journeys run against the real server on its own port, with a brand-new installation each run. */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
process.env.E2E_BASE_URL = BASE_URL;

// The config is loaded by the runner and again by each worker: only the runner creates the
// data folder; workers inherit its path through the environment.
if (!process.env.LECTERN_E2E_DATA_DIR) {
  const parent = join(tmpdir(), 'lectern-e2e');
  mkdirSync(parent, { recursive: true });
  for (const old of readdirSync(parent)) rmSync(join(parent, old), { recursive: true, force: true });
  process.env.LECTERN_E2E_DATA_DIR = mkdtempSync(join(parent, 'run-'));
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // A fresh installation's first account administers it: claim it before any journey signs up.
    { name: 'installation', testMatch: /installation\.setup\.ts/ },
    { name: 'chromium', dependencies: ['installation'], testMatch: /.*\.spec\.ts/ },
  ],
  webServer: {
    command: 'npx vite build --config apps/web/vite.config.ts --logLevel warn && node --import tsx apps/server/src/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: process.env.LECTERN_E2E_DATA_DIR,
      // No SMTP_URL: mail goes to the developer mailbox, which the journeys read like a person would.
      SMTP_URL: '',
      DATABASE_URL: '',
      ADMIN_EMAILS: '',
      RATE_LIMIT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
