import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The journeys run against the real server on its own port, with a brand-new installation each run. */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
process.env.E2E_BASE_URL = BASE_URL;
/**
 * A second installation whose presenters come from Azure (AVATAR_PROVIDER=azure), pointed at a
 * local server speaking Azure's batch avatar protocol: the journeys about presenter clips made by
 * a cloud service (resume after a failure) run there.
 */
// Not PORT + 1: .ci/run keeps its PostgreSQL cluster on 3108.
const FAKE_AZURE_PORT = PORT + 4;
const AZURE_PORT = PORT + 5;
const AZURE_BASE_URL = `http://127.0.0.1:${AZURE_PORT}`;
process.env.E2E_FAKE_AZURE_URL = `http://127.0.0.1:${FAKE_AZURE_PORT}`;
process.env.E2E_AZURE_BASE_URL = AZURE_BASE_URL;
/** A local server speaking LibreTranslate's API: the Azure-backed installation translates with it (translated-video.spec.ts). */
const FAKE_TRANSLATE_PORT = PORT + 6;
/** On the Azure-backed installation, this address administers from sign-up on (it switches on language conversion). */
const AZURE_ADMIN_EMAIL = 'linguist-admin@lectern.test';
process.env.E2E_AZURE_ADMIN_EMAIL = AZURE_ADMIN_EMAIL;

// The config is loaded by the runner and again by each worker: only the runner creates the
// data folder; workers inherit its path through the environment.
if (!process.env.LECTERN_E2E_DATA_DIR) {
  const parent = join(tmpdir(), 'lectern-e2e');
  mkdirSync(parent, { recursive: true });
  for (const old of readdirSync(parent)) rmSync(join(parent, old), { recursive: true, force: true });
  process.env.LECTERN_E2E_DATA_DIR = mkdtempSync(join(parent, 'run-'));
  process.env.LECTERN_E2E_AZURE_DATA_DIR = mkdtempSync(join(parent, 'azure-'));
}

/** The developer mailbox's key (decision 152): the journeys open the mailbox as a person would with the link from the log. */
const MAILBOX_KEY = 'e2e-developer-mailbox-key';
process.env.E2E_MAILBOX_KEY = MAILBOX_KEY;

const SERVER_ENV = {
  HOST: '127.0.0.1',
  // No SMTP_URL: mail goes to the developer mailbox, which the journeys read like a person would.
  SMTP_URL: '',
  DEV_MAILBOX_KEY: MAILBOX_KEY,
  DATABASE_URL: '',
  ADMIN_EMAILS: '',
  RATE_LIMIT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

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
  webServer: [
    {
      command: 'npx vite build --config apps/web/vite.config.ts --logLevel warn && node --import tsx apps/server/src/main.ts',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...SERVER_ENV, PORT: String(PORT), PUBLIC_URL: BASE_URL, DATA_DIR: process.env.LECTERN_E2E_DATA_DIR },
    },
    {
      command: `node --import tsx apps/server/src/avatars/azure/start-fake-azure-avatar-server.ts ${FAKE_AZURE_PORT} '{"notStartedPolls":0,"runningPolls":0}'`,
      port: FAKE_AZURE_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx tests/e2e/support/fake-libretranslate.ts ${FAKE_TRANSLATE_PORT}`,
      port: FAKE_TRANSLATE_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the first, which has built the web app this one serves too.
      command: 'node --import tsx apps/server/src/main.ts',
      url: `${AZURE_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...SERVER_ENV,
        PORT: String(AZURE_PORT),
        PUBLIC_URL: AZURE_BASE_URL,
        DATA_DIR: process.env.LECTERN_E2E_AZURE_DATA_DIR as string,
        AVATAR_PROVIDER: 'azure',
        AZURE_SPEECH_KEY: 'fake-azure-key',
        AZURE_AVATAR_ENDPOINT: `http://127.0.0.1:${FAKE_AZURE_PORT}`,
        TRANSLATE_PROVIDER: 'libretranslate',
        TRANSLATE_URL: `http://127.0.0.1:${FAKE_TRANSLATE_PORT}`,
        ADMIN_EMAILS: AZURE_ADMIN_EMAIL,
      },
    },
  ],
});
