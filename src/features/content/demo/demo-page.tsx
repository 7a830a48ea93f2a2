import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button, callout } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { ExternalLink } from '../../../components/ui/external-link'
import { CheckIcon, ExternalIcon } from '../../../components/ui/icons'
import { demos, type Demo } from '../../../content/demos'
import { ArrowRightIcon } from '../shared/icons'
import { container, PageHeader, Section, sectionLead, sectionTitle } from '../shared/page'

export function DemoPage() {
  return (
    <>
      <PageHeader
        eyebrowText="Live demos"
        title="See SuperbulletAI Build Real Games"
        lead="Screen recordings of SuperbulletAI building Roblox game systems from plain-English prompts, from the earliest demo to the latest release."
      />
      <div className={cx(container, css({ py: { base: '10', md: '14' } }))}>
        <ul
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {demos.map((d) => (
            <DemoCard key={d.id} demo={d} />
          ))}
        </ul>
      </div>
      <Section labelledBy="demo-next" className={css({ pt: '0!' })}>
        <div className={container}>
          <div
            className={cx(
              callout({ glow: 'top' }),
              css({ p: { base: '6', md: '10' }, textAlign: 'center' }),
            )}
          >
            <h2 id="demo-next" className={sectionTitle}>
              Ready to build your own?
            </h2>
            <p className={cx(sectionLead, css({ mx: 'auto' }))}>
              Download the app and describe your first game system, or see what we are building
              next.
            </p>
            <div
              className={css({
                mt: '8',
                display: 'flex',
                gap: '3',
                justifyContent: 'center',
                flexWrap: 'wrap',
              })}
            >
              <Link to="/downloads" className={button({ size: 'lg' })}>
                Get Started
              </Link>
              <Link to="/roadmap" className={button({ size: 'lg', variant: 'outline' })}>
                View Roadmap <ArrowRightIcon width={16} height={16} />
              </Link>
            </div>
          </div>
        </div>
      </Section>
    </>
  )
}

function DemoCard({ demo: d }: { demo: Demo }) {
  const { width, height } = d.embedSize
  const isPost = width === 504
  return (
    <li
      className={cx(
        css({
          bg: 'bg.surface',
          borderWidth: 'hairline',
          borderColor: 'border.default',
          borderRadius: 'card',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          minW: '0',
        }),
        d.latest
          ? css({
              borderColor: 'accent.default',
              boxShadow: 'accentGlow',
              gridColumn: { lg: 'span 2' },
              display: { lg: 'grid' },
              gridTemplateColumns: { lg: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
            })
          : undefined,
      )}
    >
      <div
        className={css({
          bg: 'black',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
        })}
      >
        <iframe
          src={d.embedUrl}
          title={`${d.title} demo video`}
          width={width}
          height={height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className={cx(
            css({ display: 'block', border: 'none', w: 'full', maxW: 'full', h: 'auto' }),
            isPost
              ? css({ aspectRatio: 'demoPost', maxW: 'demoPost' })
              : css({ aspectRatio: 'wide' }),
          )}
        />
      </div>
      <div
        className={css({
          p: { base: '5', md: '6' },
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          flex: '1',
        })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          {d.latest && <Badge tone="accent">Latest</Badge>}
          {d.earliest && <Badge tone="info">First Demo</Badge>}
          <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{d.dateLabel}</span>
        </div>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'title' })}>
          {d.title}
        </h2>
        <p className={css({ color: 'fg.muted' })}>{d.description}</p>
        <h3
          className={css({
            fontSize: 'xs',
            fontWeight: 'bold',
            letterSpacing: 'caps',
            textTransform: 'uppercase',
            color: 'fg.subtle',
            mt: '1',
          })}
        >
          Highlights
        </h3>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          {d.highlights.map((h) => (
            <li
              key={h}
              className={css({ display: 'flex', gap: '2', fontSize: 'sm', color: 'fg.muted' })}
            >
              <CheckIcon
                width={14}
                height={14}
                className={css({ color: 'accent.text', flexShrink: 0, mt: '1' })}
              />
              <span>{h}</span>
            </li>
          ))}
        </ul>
        {d.uncutUrl && (
          <ExternalLink
            href={d.uncutUrl}
            className={cx(
              button({ variant: 'outline', size: 'sm' }),
              css({ alignSelf: 'flex-start', mt: 'auto' }),
            )}
          >
            Watch the uncut version <ExternalIcon />
            <span className={css({ srOnly: true })}>(opens in a new tab)</span>
          </ExternalLink>
        )}
      </div>
    </li>
  )
}
