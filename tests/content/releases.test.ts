import { describe, expect, it } from 'vitest'
import { links } from '../../src/config'
import { latestReleaseInfo } from '../../src/content/latest-release'
import { getLatestRelease, getLatestReleaseInfo, getReleases } from '../../src/content/releases'
import { getSystemRequirements } from '../../src/content/system-requirements'

const semver = (v: string) => v.split('.').map(Number)
const compare = (a: string, b: string) => {
  const [x, y] = [semver(a), semver(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return 0
}

describe('releases', () => {
  const releases = getReleases()

  it('lists about 26 versions from 0.1.12 to 0.2.26, newest first, with unique versions and falling dates', () => {
    expect(releases).toHaveLength(26)
    expect(releases[0]!.version).toBe('0.2.26')
    expect(releases.at(-1)!.version).toBe('0.1.12')
    expect(new Set(releases.map((r) => r.version)).size).toBe(releases.length)
    for (let i = 1; i < releases.length; i++) {
      const [newer, older] = [releases[i - 1]!, releases[i]!]
      expect(compare(newer.version, older.version)).toBeGreaterThan(0)
      expect(newer.releaseDate > older.releaseDate).toBe(true)
    }
    // Development started May 25th 2025: no release before it.
    expect(releases.at(-1)!.releaseDate >= '2025-05-25').toBe(true)
  })

  it('marks only 0.2.26 latest: September 11, 2025, 300 MB', () => {
    expect(releases.filter((r) => r.isLatest)).toHaveLength(1)
    expect(getLatestRelease()).toMatchObject({
      version: '0.2.26',
      displayVersion: 'v0.2.26',
      releaseDate: '2025-09-11',
      size: '300 MB',
      isLatest: true,
    })
  })

  it('gives every release a description, features and an https download on the downloads host', () => {
    for (const r of releases) {
      expect(r.description.length).toBeGreaterThan(5)
      expect(r.features.length).toBeGreaterThan(0)
      expect(r.size).toMatch(/^\d+ MB$/)
      const url = new URL(r.downloadUrl)
      expect(url.protocol).toBe('https:')
      expect(url.origin).toBe(links.downloadsBase)
      expect(url.pathname).toBe(`/SuperbulletAI-Setup-${r.version}.exe`)
    }
  })

  it('feeds the Home download button: the latest-release info is the 0.2.26 installer on the downloads host', () => {
    expect(getLatestReleaseInfo()).toEqual({
      downloadUrl: 'https://downloads.superbullet.ai/SuperbulletAI-Setup-0.2.26.exe',
      version: '0.2.26',
      size: '300 MB',
    })
    expect(latestReleaseInfo).toEqual(getLatestReleaseInfo())
  })
})

describe('system requirements', () => {
  it('are the spec values', () => {
    expect(getSystemRequirements()).toEqual({
      os: 'Windows 10 or 11',
      osNote: '64-bit required',
      memory: '8 GB RAM minimum',
      storage: '1 GB free',
      additional: 'Internet connection',
      additionalNote: 'Needed for AI features',
    })
  })
})
