import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import { chromiumLaunch } from '../scripts/chromium.ts'
import viteConfig from './vite.config.ts'

// Every story is a test (npm run test:stories): rendered in Debian's Chromium, its play function
// (the path's replay) run, then axe (parameters.a11y.test 'error') and the console check in preview.tsx.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
    test: {
      name: 'storybook',
      // A strip stages its frames one after another (up to 20 s for 8 frames on a loaded machine).
      testTimeout: 60_000,
      // One page per core (Vitest's default leaves one core out: a single page on 2 cores). A story
      // mostly waits for its screen to settle; 2 pages took 245 s here against 307 s, 3 no less.
      maxWorkers: '100%',
      // The JSON report feeds the closing line of `npm test` (scripts/test.ts).
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/tmp/tests/stories.json' },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunch }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
)
