import { defineConfig } from '@playwright/test'
import { chromiumLaunch, chromiumProjects } from '../../scripts/chromium'

/**
 * `npm run test:dev`: the development stack as a newcomer first meets it. The web server empties
 * Vite's dependency cache (what a fresh machine has) before `npm run dev`, so the optimizer's
 * first run is the one under test.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A cold dev server transforms every module on first request: slow on a 2-core machine.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/tmp/tests/dev.json' }]],
  use: {
    baseURL: 'http://localhost:5173',
    trace: 'off',
    launchOptions: chromiumLaunch,
  },
  projects: chromiumProjects,
  webServer: {
    command: 'rm -rf node_modules/.vite && npm run dev',
    cwd: '../..',
    url: 'http://localhost:5173/',
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM to the stack's process group: scripts/stack.ts stops its parts and exits once they
    // have; SIGKILL only for what is left after 15 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
