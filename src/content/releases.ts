import { installerUrl, LATEST_VERSION, type LatestReleaseInfo } from './latest-release'
import { releaseNotes } from './release-notes'

/** One desktop-app release, as the Downloads page lists it. */
export interface Release {
  version: string
  /** What the page shows, e.g. "v0.2.26". */
  displayVersion: string
  isLatest: boolean
  /** ISO date (YYYY-MM-DD), shown in long en-US form. */
  releaseDate: string
  size: string
  description: string
  features: string[]
  downloadUrl: string
}

/** Every release, newest first. */
export const releases: Release[] = releaseNotes.map((n) => ({
  ...n,
  displayVersion: `v${n.version}`,
  isLatest: n.version === LATEST_VERSION,
  downloadUrl: installerUrl(n.version),
}))

export function getReleases(): Release[] {
  return releases
}

export function getLatestRelease(): Release {
  const latest = releases.find((r) => r.isLatest)
  if (!latest) throw new Error('No release is marked latest')
  return latest
}

/** The spec's "latest-release info": downloadUrl, version, size. */
export function getLatestReleaseInfo(): LatestReleaseInfo {
  const { downloadUrl, version, size } = getLatestRelease()
  return { downloadUrl, version, size }
}
