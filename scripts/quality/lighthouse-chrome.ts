/**
 * Debian's Chromium for Lighthouse, started by Lighthouse's own launcher with a DevTools port.
 * The profile is a folder the caller owns (the launcher removes only folders it made, and that
 * removal, racing Chromium's last writes, is what must never fail a run).
 */
import { launch } from 'chrome-launcher'
import { mkdirSync } from 'node:fs'
import { chromiumLaunch } from '../../tests/support/chromium'

export interface LighthouseChrome {
  port: number
  /** The browser's name and version, as its DevTools endpoint gives it. */
  version: string
  /** Stops the browser's whole process group and resolves once its main process has exited. */
  kill: () => Promise<void>
}

export async function launchLighthouseChrome(profile: string): Promise<LighthouseChrome> {
  mkdirSync(profile, { recursive: true })
  const chrome = await launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ['--headless=new', ...chromiumLaunch.args], userDataDir: profile })
  const info = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }
  const exited = new Promise<void>((done) => (chrome.process.exitCode !== null ? done() : chrome.process.once('close', () => done())))
  // The browser leads its own process group: a run that ends without kill() (a test timed out,
  // its worker stopped) must not leave it running.
  const killOnExit = () => chrome.kill()
  process.once('exit', killOnExit)
  return {
    port: chrome.port,
    version: info.Browser,
    async kill() {
      process.off('exit', killOnExit)
      chrome.kill()
      await exited
    },
  }
}
