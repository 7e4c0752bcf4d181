import { defineConfig } from '@playwright/test'
import { E2E_BASE_URL } from './tests/e2e/support/env'

// End-to-end tests drive Debian's Chromium through the real built server (see tests/e2e/support/global-setup.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry in CI so a timing hiccup on a loaded machine does not block a landing; Playwright still reports
  // such a test as flaky in the output, to be looked at.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: false,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
})
