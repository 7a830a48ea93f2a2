/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import SIDE_EFFECT_FREE from './scripts/side-effect-free.json' with { type: 'json' }
import { productionSettingsGuard } from './scripts/production-settings.ts'
import { routePages } from './scripts/vite-plugins.ts'

const rootDir = fileURLToPath(new URL('.', import.meta.url))

/**
 * The modules on scripts/side-effect-free.json (paths from the repository root) only declare things
 * (the lint rules of eslint.config.js keep them so), so the bundler may drop one whose exports
 * nobody uses: a page that imports one dialog through a feature's index.ts does not load the
 * others. Everything else keeps its side effects: the entry, stylesheets, src/auth
 * (firebase-session.ts hands the API client its token getter when it loads), the routes and
 * every package.
 */
function isSideEffectFree(id: string): boolean {
  const path = relative(rootDir, id.split('?')[0]!).split(sep).join('/')
  return (
    !path.endsWith('.css') &&
    SIDE_EFFECT_FREE.some((entry) =>
      entry.endsWith('/') ? path.startsWith(entry) : path === entry,
    )
  )
}

/**
 * The unit tests that never touch the DOM: they run in Node, without the ~2 s a file that jsdom
 * takes to set up. Every other test file (all the .tsx ones, and the listed folders' files that
 * read window, document, localStorage or requestAnimationFrame) runs in jsdom, as does a new file
 * until it is listed here. tests/support/setup.ts serves both (its DOM part only when there is a
 * window).
 */
const DOM_FREE_TESTS = [
  'tests/auth/**/*.test.ts',
  'tests/content/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/domain/**/*.test.ts',
  'tests/quality/**/*.test.ts',
  'tests/scripts/**/*.test.ts',
  'tests/storyboards/**/*.test.ts',
  // tests/api/purchase.test.ts reads window.location.
  'tests/api/{billing,calls,checkout-config,client,errors,health,invoices,path-segments,session,subscription}.test.ts',
  // auth.test.ts (localStorage), billing-invoice-hosts.test.ts (window) and
  // embedded-checkout.launcher.test.ts (document) stay in jsdom.
  'tests/machines/*.paths.test.ts',
  'tests/machines/{auth.errors,billing,billing.actions,checkout-launch-rules,checkout-launch,embedded-checkout,not-provided,pro-purchase,pro-purchase.processing,sign-in-dialog,top-up-purchase,top-up-purchase.processing,waiting-for-buyer}.test.ts',
  'tests/lib/{chunk-error,format}.test.ts',
  'tests/features/checkout/{billing-cache,purchase-code}.test.ts',
  'tests/features/pricing/already-active-detail.test.ts',
  'tests/features/shell/page-head.test.ts',
  'tests/inspect.test.ts',
  'tests/support/model/harness.test.ts',
  'tests/system/app-system.test.ts',
]

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    // A build into the directory Hosting serves must have production's settings (none local).
    productionSettingsGuard(),
    // dist/<route>.html: index.html plus the early press capture (src/early-press.ts), the preload of
    // Firebase Auth for a returning signed-in user and modulepreloads of the route's own chunks, the
    // public pages prerendered; dist/sitemap.xml (the indexed pages) and dist/robots.txt naming it.
    routePages(),
  ],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: `npm run size` and the bundle tests read the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !isSideEffectFree(id) },
      output: {
        // Everything index.html loads goes into one 'app' chunk (the entry stays a small file):
        // 3 requests instead of ~25, which on a slow link saves several round trips before the
        // first paint, and compresses better. Route and dialog code still splits per route.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !id.endsWith('/src/main.tsx') && !id.endsWith('.html'),
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  test: {
    globals: true,
    setupFiles: ['./tests/support/setup.ts'],
    exclude: ['tests/e2e/**', 'tests/build/**', 'node_modules/**'],
    // Each project takes the settings of this file (extends: true; its lists add to these, so the
    // include lists are only in the projects).
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: DOM_FREE_TESTS } },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: DOM_FREE_TESTS,
        },
      },
    ],
    css: false,
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine,
    // where the main process mostly waits for it.
    maxWorkers: '100%',
    // The JSON report feeds the closing line of `npm test` (scripts/test.ts).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/tmp/tests/unit.json' },
  },
})
