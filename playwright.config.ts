import { defineConfig, devices } from '@playwright/test'

/** End-to-end tests drive Debian's Chromium (never a downloaded browser) against `npm run stack`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing line of `npm test` (scripts/test.ts).
  reporter: [['list'], ['json', { outputFile: 'reports/tmp/tests/e2e.json' }]],
  use: {
    baseURL: 'http://localhost:4173',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm run stack',
    url: 'http://localhost:4173/',
    // `npm test` starts one stack for Lighthouse and this suite (scripts/test.ts).
    reuseExistingServer: !process.env.CI || !!process.env.SUPERBULLET_STACK_RUNNING,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
