import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The platform under test: `npm start`'s all-in-one process on a fresh DATA_DIR (emails land in DATA_DIR/mail).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gv-e2e-'));
process.env.E2E_PORT ??= String(4300 + Math.floor(Math.random() * 500));
// Its /metrics, which tests read to know when nothing is left in flight (waitForIdle).
process.env.E2E_METRICS_PORT ??= String(Number(process.env.E2E_PORT) + 500);
export const SUPER_ADMIN = { email: 'super@giftcardvault.test', password: 'super-secret-1' };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  workers: 1,
  // No retries: a flow that fails now and then waits on time instead of on what the user sees, and is fixed there.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node ../deploy/launcher/dist/all-in-one.js',
    url: `http://127.0.0.1:${process.env.E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      METRICS_PORT: process.env.E2E_METRICS_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SUPERADMIN_EMAIL: SUPER_ADMIN.email,
      SUPERADMIN_PASSWORD: SUPER_ADMIN.password,
      // Tests that buy many cards send X-Forwarded-For per buyer, so the per-client checkout limit counts each buyer alone.
      TRUSTED_PROXIES: '127.0.0.1',
      // Saved Square credentials are verified, and live payments made, against the bundled emulator (test values: LTESTACTIVE…).
      SQUARE_API_URL: 'emulator',
      // A staging platform: the sandbox checkout test takes a business live on Square's sandbox.
      ALLOW_SANDBOX_LIVE: '1',
    },
  },
});
