/**
 * Every package the app can import, for the development server's dependency optimizer
 * (vite.config.ts, `optimizeDeps.include`). Listed, the optimizer bundles them all in its first
 * run, with one version hash, before the first page loads. Left to discovery, a dependency met
 * only behind a lazy import (a dialog, Firebase, an Ark part) could arrive in a later run: the
 * page reloads, or a dialog's module links shared chunks of two runs (two copies of one React
 * context) and never opens. tests/scripts/dev-dependencies.test.ts keeps this list equal to the packages
 * reachable from src/main.tsx.
 */
export const DEV_DEPENDENCIES = [
  '@ark-ui/react/accordion',
  '@ark-ui/react/checkbox',
  '@ark-ui/react/collapsible',
  '@ark-ui/react/dialog',
  '@ark-ui/react/field',
  '@ark-ui/react/menu',
  '@ark-ui/react/portal',
  '@ark-ui/react/switch',
  '@ark-ui/react/tabs',
  '@ark-ui/react/toast',
  '@statelyai/inspect',
  '@tanstack/react-router',
  '@xstate/react',
  'firebase/app',
  'firebase/auth',
  'ky',
  'react',
  'react-dom',
  'react-dom/client',
  'valibot',
  'xstate',
]

/** Imported by code that plugins add (the React plugin's JSX runtime), not by our sources. */
export const INJECTED_DEPENDENCIES = ['react/jsx-runtime', 'react/jsx-dev-runtime']
