import { relative, sep } from 'node:path'

/**
 * The app's modules that only declare things when imported (components, hooks, selectors,
 * styles, data, API calls, machines). The bundler may drop such a module when nobody uses its
 * exports, so a page that imports one dialog through a feature's index.ts does not load the
 * others. Everything else keeps its side effects: src/main.tsx, stylesheets, src/auth
 * (firebase-session.ts hands the API client its token getter when it loads), the routes and
 * every package. tests/scripts/side-effect-free.test.ts checks each listed module: no statement
 * that runs on import, and no side-effect-only import of it anywhere.
 */
export const SIDE_EFFECT_FREE = [
  'machines/',
  'src/api/',
  'src/components/',
  'src/config.ts',
  'src/content/',
  'src/domain/',
  'src/features/',
  'src/inspect.ts',
  'src/lib/',
  'styled-system/',
] as const

/** Rolldown's `treeshake.moduleSideEffects`: false only for a module on the list (paths from the repository root). */
export function hasSideEffects(id: string, root: string): boolean {
  const path = relative(root, id.split('?')[0]!).split(sep).join('/')
  if (path.endsWith('.css')) return true
  return !SIDE_EFFECT_FREE.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry))
}
