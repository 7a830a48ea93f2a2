import { defineConfig } from '@playwright/test'
import {
  chromiumLaunch,
  chromiumProjects,
  LIGHTHOUSE_PORTS,
  lighthouseLaunch,
} from './scripts/chromium'
import { stackServer } from './tests/support/stack-server'

/**
 * Everything that needs the production stack, against one `npm run stack` (started here, or a
 * running one reused): the backend contract's conformance suite, Lighthouse over every public page
 * (Lighthouse driving the project's Chromium through its DevTools port), then the end-to-end tests in Debian's Chromium
 * (never a downloaded browser).
 */
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
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'contract', testDir: 'tests/contract', testMatch: '*.spec.ts' },
    {
      name: 'lighthouse',
      testDir: 'tests/lighthouse',
      use: { launchOptions: lighthouseLaunch(LIGHTHOUSE_PORTS.test) },
    },
    ...chromiumProjects,
  ],
  // After the tests (whichever ran), before the stack stops: no page violated the CSP, by the
  // contract server's collector. A global teardown, not a teardown project: no extra worker.
  globalTeardown: './tests/e2e/csp-reports.teardown.ts',
  webServer: stackServer,
})
