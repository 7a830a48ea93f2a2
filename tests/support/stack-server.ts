/** `npm run stack` as the Playwright configs start it (or reuse one running). */
export const stackServer = {
  command: 'npm run stack',
  url: 'http://localhost:4173/',
  // CI starts its own; SUPERBULLET_STACK_RUNNING=1 reuses one started by hand.
  reuseExistingServer: !process.env.CI || !!process.env.SUPERBULLET_STACK_RUNNING,
  // It builds the site first: minutes on a slow 2-core machine.
  timeout: 300_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // SIGTERM to the stack's process group: scripts/stack.ts stops its parts and exits once they
  // have; SIGKILL only for what is left after 15 s.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
}
