import { defineConfig } from '@playwright/test'
import { chromiumLaunch, chromiumProjects } from '../../scripts/chromium'
import { stackServer } from '../support/stack-server'

/**
 * Full-page screenshots of every public page and the dashboard tabs, against the production
 * stack, into SHOTS_DIR (outside git): the before and after of a restyle, compared with
 * scripts/compare-screenshots.ts (docs/quality-gates.md). Not part of `npm test`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { baseURL: 'http://localhost:4173', trace: 'off', launchOptions: chromiumLaunch },
  projects: chromiumProjects,
  webServer: { ...stackServer, cwd: '../..' },
})
