import { devices } from '@playwright/test'

/** Debian's Chromium (never a downloaded browser), as every Playwright config here launches it. */
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
  ],
}

/** The DevTools ports Lighthouse drives Chromium through: Playwright starts and stops the browser. */
export const LIGHTHOUSE_PORTS = { test: 9230, bench: 9231 }

/** Chromium as every config launches it, with the DevTools port Lighthouse connects to. */
export const lighthouseLaunch = (port: number) => ({
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, `--remote-debugging-port=${port}`],
})

export const chromiumProjects = [
  { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
]
