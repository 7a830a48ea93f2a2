import { devices } from '@playwright/test'

/** Debian's Chromium (never a downloaded browser), as every Playwright config here launches it. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

export const chromiumProjects = [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }]
