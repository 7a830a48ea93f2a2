import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { callout, card } from 'styled-system/recipes'
import {
  countByFilter,
  filterRoadmap,
  ROADMAP_FILTER_LABELS,
  ROADMAP_FILTERS,
  roadmap,
  type RoadmapFilter,
} from '../../../content/roadmap'
import { UsersIcon } from '../shared/icons'
import { ClaimsFootnote, container, PageHeader, textLink } from '../shared/page'
import { HydrateLater } from '../shared/hydrate-later'
import { QuarterPanel } from './quarter-panel'

const routeApi = getRouteApi('/roadmap')

/** The quarter that starts expanded when no filter is applied. */
export const DEFAULT_OPEN_QUARTER = 'Q2 2025'

export function RoadmapPage() {
  const { filter } = routeApi.useSearch()
  const counts = countByFilter(roadmap)
  const quarters = filterRoadmap(filter, roadmap)
  // The quarters the visitor opened or closed stay so when the filter changes; the others follow
  // the filter's default (all items: Q2 2025 only; a filtered view: every quarter it shows).
  const [chosen, setChosen] = useState<Record<string, boolean>>({})
  const isOpen = (quarter: string) =>
    chosen[quarter] ?? (filter === 'all' ? quarter === DEFAULT_OPEN_QUARTER : true)
  return (
    <>
      <PageHeader
        eyebrowText="Roadmap"
        title="Development Roadmap"
        lead="What is shipped, what is being built right now and what comes next for SuperbulletAI, quarter by quarter."
      >
        <Progress done={counts.completed} total={counts.all} />
      </PageHeader>
      <div
        className={cx(
          container,
          css({ py: { base: '10', md: '14' }, display: 'flex', flexDirection: 'column', gap: '8' }),
        )}
      >
        <Story />
        <FilterBar counts={counts} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {quarters.map((q) => (
            <HydrateLater key={q.quarter}>
              <QuarterPanel
                quarter={q}
                open={isOpen(q.quarter)}
                onOpenChange={(open) => setChosen((c) => ({ ...c, [q.quarter]: open }))}
              />
            </HydrateLater>
          ))}
        </div>
        <ClaimsFootnote />
      </div>
    </>
  )
}

function Progress({ done, total }: { done: number; total: number }) {
  const pct = Math.round((done / total) * 100)
  return (
    <div className={css({ w: 'full', maxW: 'md', mt: '2' })}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <span>
          {done} of {total} items finished
        </span>
        <span className={css({ color: 'accent.text', fontWeight: 'semibold' })}>{pct}%</span>
      </div>
      <progress
        value={done}
        max={total}
        aria-label="Roadmap items finished"
        className={css({
          mt: '2',
          w: 'full',
          h: '2',
          appearance: 'none',
          borderRadius: 'full',
          overflow: 'hidden',
          bg: 'bg.muted',
          '&::-webkit-progress-bar': { bg: 'bg.muted' },
          '&::-webkit-progress-value': { bg: 'accent.default', borderRadius: 'full' },
          '&::-moz-progress-bar': { bg: 'accent.default' },
        })}
      />
    </div>
  )
}

function Story() {
  return (
    <section
      aria-labelledby="roadmap-story"
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      <div className={card()}>
        <h2
          id="roadmap-story"
          className={css({
            fontSize: 'lg',
            fontWeight: 'bold',
            display: 'flex',
            alignItems: 'center',
            gap: '2',
          })}
        >
          <UsersIcon className={css({ color: 'accent.text' })} /> Built by one developer
        </h2>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Everything on this page was coded by one developer. Development started May 25th 2025, and
          a new version ships almost every week.
        </p>
        <p className={css({ mt: '3', color: 'fg.muted' })}>
          Want to help build it?{' '}
          <Link to="/contact" className={textLink}>
            Contact us to join the team
          </Link>
          .
        </p>
      </div>
      <div className={cx(callout({ glow: 'corner' }), css({ p: { base: '5', md: '6' } }))}>
        <p
          className={css({
            fontSize: '2xs',
            fontWeight: 'bold',
            letterSpacing: 'capsWide',
            textTransform: 'uppercase',
            color: 'fg.subtle',
          })}
        >
          Our claim*
        </p>
        <p
          className={css({
            mt: '2',
            fontSize: { base: '2xl', md: '3xl' },
            fontWeight: 'extrabold',
            letterSpacing: 'heading',
          })}
        >
          Up to <span className={css({ color: 'accent.text' })}>5M tokens</span>
        </p>
        <p className={css({ mt: '1', color: 'fg.muted' })}>
          Our claim: codebase processing up to 5M tokens, so even the largest games fit in context.
        </p>
      </div>
    </section>
  )
}

const filterLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '9',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: 'hairline',
  borderColor: 'border.strong',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { color: 'fg.default', borderColor: 'accent.default' },
  '&[data-status=active]': {
    bg: 'accent.default',
    borderColor: 'accent.default',
    color: 'fg.onAccent',
  },
})
const countPill = css({
  minW: '6',
  px: '1.5',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.default',
  fontSize: 'xs',
  fontWeight: 'bold',
  textAlign: 'center',
  '[data-status=active] &': { bg: 'bg.inset', color: 'fg.onAccent' },
})

function FilterBar({ counts }: { counts: Record<RoadmapFilter, number> }) {
  return (
    <nav aria-label="Filter roadmap items">
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {ROADMAP_FILTERS.map((f) => (
          <li key={f}>
            <Link
              to="/roadmap"
              search={{ filter: f }}
              resetScroll={false}
              activeOptions={{ exact: true, includeSearch: true }}
              className={filterLink}
              data-filter={f}
            >
              {ROADMAP_FILTER_LABELS[f]} <span className={countPill}>{counts[f]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
