import { links } from '../config'

/**
 * The newest desktop release, kept apart from the full release history so the Home page can
 * show it without loading the whole list. `releases.ts` builds its first entry from this.
 */
export const LATEST_VERSION = '0.2.26'
export const LATEST_RELEASE_DATE = '2025-09-11'
export const LATEST_SIZE = '300 MB'

/** `https://downloads.superbullet.ai/SuperbulletAI-Setup-0.2.26.exe` */
export const installerUrl = (version: string) =>
  `${links.downloadsBase}/SuperbulletAI-Setup-${version}.exe`

export interface LatestReleaseInfo {
  version: string
  size: string
  downloadUrl: string
}

export const latestReleaseInfo: LatestReleaseInfo = {
  version: LATEST_VERSION,
  size: LATEST_SIZE,
  downloadUrl: installerUrl(LATEST_VERSION),
}
