/** Builds dist/ with the end-to-end stack's settings; a running `npm run stack` serves it at once. */
import { spawnSync } from 'node:child_process'
import { stackEnv } from './stack-env'

const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
  env: { ...process.env, ...stackEnv('stack') },
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
