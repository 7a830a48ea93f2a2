/**
 * `npm run test:build`: the tests that build the production bundle and check what it ships. A
 * separate run (Node environment, no MSW set-up), not part of `npm run test:unit`.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/tmp/tests/build.json' },
  },
})
