import { defineConfig } from '@playwright/test'
import { stackServer } from '../support/stack-server'
import { ENGINES, type Engine } from './site'

/**
 * The buyer's flows in Firefox and in WebKit (docs/quality-gates.md), against the same `npm run stack` as the end-to-end tests. One project per engine, so that every
 * result and failure is named `[firefox]` or `[webkit]`; one worker, as the contract server's
 * state is one.
 */
export default defineConfig<object, { engine: Engine }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing line of `npm test` (scripts/test.ts).
  reporter: [['list'], ['json', { outputFile: '../../reports/tmp/tests/engines.json' }]],
  outputDir: '../../test-results/engines-output',
  projects: ENGINES.map((engine) => ({ name: engine, use: { engine } })),
  webServer: { ...stackServer, cwd: '../..' },
})
