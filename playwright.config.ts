import { defineConfig } from '@playwright/test'
import {
  chromiumLaunch,
  chromiumProjects,
  LIGHTHOUSE_PORTS,
  lighthouseLaunch,
} from './scripts/chromium'
import { ENGINES, type Engine } from './tests/engines/site'
import { stackServer } from './tests/support/stack-server'

/**
 * Everything that needs the production stack, against one `npm run stack` (started here, or a
 * running one reused): the backend contract's conformance suite, Lighthouse over every public page
 * (Lighthouse driving the project's Chromium through its DevTools port), the end-to-end tests in
 * Debian's Chromium, then the buyer's flows in Firefox and WebKit (tests/engines/: one project per
 * engine, so every result is named `[firefox]` or `[webkit]`). Never a downloaded browser.
 *
 * The contract server's state is one, so the projects that use it run one after another, one
 * worker each: conformance, Chromium, Firefox, WebKit (a project's dependencies). Lighthouse
 * loads public pages signed out, which reads no state and gates no timing, so it runs on the
 * second worker beside them.
 */
export default defineConfig<object, { engine: Engine }>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
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
    { name: 'contract', testDir: 'tests/contract', testMatch: '*.spec.ts', workers: 1 },
    {
      name: 'lighthouse',
      testDir: 'tests/lighthouse',
      workers: 1,
      use: { launchOptions: lighthouseLaunch(LIGHTHOUSE_PORTS.test) },
    },
    ...chromiumProjects.map((project) => ({ ...project, workers: 1, dependencies: ['contract'] })),
    ...ENGINES.map((engine, i) => ({
      name: engine,
      testDir: 'tests/engines',
      // A WebKit wait may outlast Firebase's 30 s request timeout (Site.patience in tests/engines).
      timeout: 90_000,
      // WebKitGTK now and then stalls Firebase for good (a signed-in start or a sign-out never
      // ends), most often after another tab of the site was closed: a failed WebKit test runs
      // once more in a new browser, and `npm test` names each test that passed on its retry.
      retries: engine === 'webkit' ? 1 : 0,
      workers: 1,
      dependencies: [i === 0 ? chromiumProjects[0]!.name : ENGINES[i - 1]!],
      use: { engine },
    })),
  ],
  // After the tests (whichever ran), before the stack stops: no page violated the CSP, by the
  // contract server's collector. A global teardown, not a teardown project: no extra worker.
  globalTeardown: './tests/e2e/csp-reports.teardown.ts',
  webServer: stackServer,
})
