/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { hasSideEffects } from './scripts/side-effect-free.ts'
import { earlyPress, routePages, signedInPreload } from './scripts/vite-plugins.ts'

const rootDir = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    // Firebase Auth is imported dynamically (src/auth/load-firebase.ts): at start-up for a returning
    // signed-in user, for whom index.html preloads it in parallel with the entry; for a visitor
    // once the page has settled.
    signedInPreload(['src/auth/firebase-session.ts']),
    // A button pressed before hydration is pressed again once the app hydrates (src/early-press.ts).
    earlyPress(),
    // dist/<route>.html: index.html plus modulepreloads of the route's own chunks, the public
    // pages prerendered; dist/sitemap.xml (the indexed pages) and dist/robots.txt naming it.
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
      // Only the modules on an explicit list are side-effect free (scripts/side-effect-free.ts): a
      // page that imports one dialog through a feature's index.ts skips the others.
      treeshake: { moduleSideEffects: (id: string) => hasSideEffects(id, rootDir) },
      output: {
        // Everything index.html loads goes into one 'app' chunk (the entry stays a small file):
        // 3 requests instead of ~25, which on a slow link saves several round trips before the
        // first paint, and compresses better. Route and dialog code still splits per route.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/main.tsx') && !id.endsWith('.html') }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/support/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/build/**', 'node_modules/**'],
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
