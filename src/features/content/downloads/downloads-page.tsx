import type { ComponentType, SVGProps } from 'react'
import { css, cx } from 'styled-system/css'
import { button, card as cardRecipe } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { CheckIcon } from '../../../components/ui/icons'
import { getLatestRelease, getReleases, type Release } from '../../../content/releases'
import { getSystemRequirements } from '../../../content/system-requirements'
import { formatLongDate } from '../../../lib/format'
import { CpuIcon, DownloadIcon, GlobeIcon, WindowsIcon } from '../shared/icons'
import { container, eyebrow, PageHeader, Section, sectionLead, sectionTitle } from '../shared/page'

const card = cardRecipe()

export function DownloadsPage() {
  const latest = getLatestRelease()
  return (
    <>
      <PageHeader
        eyebrowText="Downloads"
        title="Download SuperbulletAI"
        lead="The AI game developer for Roblox creators, as a Windows desktop app. Create your account inside the app, connect Roblox Studio and start building."
      >
        <a
          href={latest.downloadUrl}
          className={cx(
            button({ size: 'lg' }),
            css({ mt: '4', h: 'auto!', py: '3', whiteSpace: 'normal' }),
          )}
        >
          <WindowsIcon width={20} height={20} />
          <span
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              lineHeight: 'label',
            })}
          >
            <span>Download for Windows</span>
            <span className={css({ fontSize: 'xs', fontWeight: 'medium', opacity: 0.85 })}>
              {latest.displayVersion} · {latest.size}
            </span>
          </span>
        </a>
        <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>
          Released {formatLongDate(latest.releaseDate)} · Windows 10 or 11, 64-bit
        </p>
      </PageHeader>
      <Requirements />
      <AllVersions />
    </>
  )
}

interface RequirementCard {
  title: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
  lines: string[]
}

function Requirements() {
  const r = getSystemRequirements()
  const cards: RequirementCard[] = [
    { title: 'Operating System', Icon: WindowsIcon, lines: [r.os, r.osNote] },
    { title: 'Memory & Storage', Icon: CpuIcon, lines: [r.memory, `${r.storage} disk space`] },
    { title: 'Additional', Icon: GlobeIcon, lines: [r.additional, r.additionalNote] },
  ]
  return (
    <Section labelledBy="requirements">
      <div className={container}>
        <h2 id="requirements" className={sectionTitle}>
          System Requirements
        </h2>
        <p className={sectionLead}>What your PC needs to run SuperbulletAI smoothly.</p>
        <ul
          className={css({
            mt: '8',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          {cards.map(({ title, Icon, lines: [main, note] }) => (
            <li key={title} className={card}>
              <span
                className={css({
                  w: '10',
                  h: '10',
                  borderRadius: 'control',
                  display: 'grid',
                  placeItems: 'center',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                })}
              >
                <Icon />
              </span>
              <h3
                className={css({
                  mt: '4',
                  fontSize: 'sm',
                  fontWeight: 'semibold',
                  color: 'fg.muted',
                  textTransform: 'uppercase',
                  letterSpacing: 'label',
                })}
              >
                {title}
              </h3>
              <p className={css({ mt: '1', fontSize: 'lg', fontWeight: 'bold' })}>{main}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{note}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

function AllVersions() {
  const releases = getReleases()
  return (
    <Section labelledBy="all-versions" className={css({ pt: '0!' })}>
      <div className={container}>
        <p className={eyebrow}>Release history</p>
        <h2 id="all-versions" className={cx(sectionTitle, css({ mt: '2' }))}>
          All Versions
        </h2>
        <p className={sectionLead}>
          {releases.length} releases since the first public build. We recommend the latest version;
          older installers stay available here.
        </p>
        <ol
          aria-label="All versions"
          className={css({ mt: '8', display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {releases.map((r) => (
            <ReleaseEntry key={r.version} release={r} />
          ))}
        </ol>
      </div>
    </Section>
  )
}

function ReleaseEntry({ release: r }: { release: Release }) {
  return (
    <li
      className={cx(
        card,
        css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          alignItems: 'start',
        }),
        r.isLatest
          ? css({
              borderColor: 'accent.default',
              boxShadow: 'accentGlow',
            })
          : undefined,
      )}
    >
      <div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h3 className={css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'title' })}>
            {r.displayVersion}
          </h3>
          {r.isLatest && <Badge tone="accent">Latest</Badge>}
        </div>
        <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.subtle' })}>
          <time dateTime={r.releaseDate}>{formatLongDate(r.releaseDate)}</time> · {r.size}
        </p>
        <p className={css({ mt: '3', color: 'fg.default' })}>{r.description}</p>
        <ul
          aria-label={`What's new in ${r.displayVersion}`}
          className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '1.5' })}
        >
          {r.features.map((f) => (
            <li
              key={f}
              className={css({ display: 'flex', gap: '2', fontSize: 'sm', color: 'fg.muted' })}
            >
              <CheckIcon
                width={14}
                height={14}
                className={css({ color: 'accent.text', flexShrink: 0, mt: '1' })}
              />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </div>
      <a
        href={r.downloadUrl}
        aria-label={`Download ${r.displayVersion}`}
        className={button({ variant: r.isLatest ? 'solid' : 'outline', size: 'sm' })}
      >
        <DownloadIcon width={16} height={16} /> Download
      </a>
    </li>
  )
}
