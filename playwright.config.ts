import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './tests/support/chromium'
import { freePortSync } from './tests/support/freePort'

// Inquiries the e2e suite submits go to the local collector; keep them out of the real data/ folder.
process.env.INQUIRY_DATA_DIR ??= path.resolve('test-results/inquiries')

// Free ports, chosen once by the runner: workers re-read this file and inherit the variables.
process.env.E2E_PORT ??= String(freePortSync())
process.env.E2E_DEV_PORT ??= String(freePortSync())
const PORT = Number(process.env.E2E_PORT)
const DEV_PORT = Number(process.env.E2E_DEV_PORT)
const DIST = process.env.E2E_DIST ?? 'dist'
const DIST_DEV = process.env.E2E_DIST_DEV ?? 'dist-dev'
const executablePath = findChromium()
const launchOptions = { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) }

/**
 * End-to-end tests run in real Chromium against the prerendered build served like a static host:
 * `dist/` (production) for the whole suite, and `dist-dev/` (React development build) for the
 * hydration check, where React reports every mismatch.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'production',
      testIgnore: /dev-build\.spec\.ts|\.(nojs|throttled)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // A browser with JavaScript off: every route, its navigation and every article must work.
      name: 'no-js',
      testMatch: /\.nojs\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false },
    },
    {
      // A mid-range phone on slow 4G (tests/support/throttle.ts applies the CDP profile per page).
      name: 'throttled',
      testMatch: /\.throttled\.spec\.ts/,
      timeout: 90_000,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'development-build',
      testMatch: /dev-build\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      command: `tsx scripts/serve.ts --dir ${DIST} --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `tsx scripts/serve.ts --dir ${DIST_DEV} --port ${DEV_PORT}`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
