import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import { chromiumLaunch } from '../tests/chromium.ts'
import viteConfig from './vite.config.ts'

// Every story is a test (npm run test:stories): rendered in Debian's Chromium, its play function
// (the path's replay) run, then axe (parameters.a11y.test 'error') and the console check in preview.tsx.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
    test: {
      name: 'storybook',
      // The path strips show the state stories' views again, frame by frame, and would double the
      // step's time in `npm test` (CI has 45 minutes): `npm run test:strips` renders them.
      exclude: [...configDefaults.exclude, ...(process.env.STORYBOARDS_STRIPS ? [] : ['**/*.paths.stories.tsx'])],
      testTimeout: 30_000,
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
