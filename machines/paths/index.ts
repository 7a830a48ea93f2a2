/**
 * The path-model harness: generated paths of a production machine (path-model.ts), replayed
 * through a runner (run-path.ts) or into a live actor with fake invocations (live-replay.ts). Pure:
 * the path suites (tests/support/model adds Vitest) and the storyboards import it alike.
 * Usage: docs/model-based-tests.md.
 */
export * from './graph'
export * from './live-replay'
export * from './path-model'
export * from './path-types'
export * from './run-path'
export * from './simple-paths'
