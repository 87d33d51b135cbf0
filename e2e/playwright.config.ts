import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';
import { findFreePortSync } from './support/free-port';

// Chosen once in the main process; workers inherit the environment and so the same port.
process.env.E2E_PORT ??= String(findFreePortSync());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Real Chromium against the real server: the global setup starts `server/src/main.ts` with fresh
 * data and releases folders (its first start publishes the current builds) and stops it after.
 * Build first (`node scripts/build.mjs`); the harness never builds.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './support/global-setup.ts',
  reporter: process.env.CI ? [['list'], ['json']] : [['list']],
  // Per run: several engineers run Playwright in one working tree at once.
  outputDir: `../test-results/e2e-${process.env.E2E_PORT}`,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
