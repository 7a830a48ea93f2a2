import { devices } from '@playwright/test'

/**
 * Debian's Chromium (never a downloaded browser), as every Playwright config here launches it.
 * `--short-reporting-delay`: CSP violation reports go out after 100 ms instead of a minute, so
 * they reach the contract server's collector while the test that caused them still runs.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--short-reporting-delay',
  ],
}

export const chromiumProjects = [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }]
