import { css } from 'styled-system/css'
import { Badge } from '../../../components/ui/badge'
import * as Collapsible from '../../../components/ui/collapsible'
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons'
import {
  QUARTER_STATUS_LABELS,
  type Quarter,
  type QuarterStatus,
  type RoadmapItem,
} from '../../../content/roadmap'
import { formatLongDate } from '../../../lib/format'
import { CircleIcon } from '../shared/icons'

/** One quarter of the roadmap: its heading, status and progress, and its items when open. */
const quarterTone: Record<QuarterStatus, 'success' | 'accent' | 'info' | 'neutral'> = {
  completed: 'success',
  'in-progress': 'accent',
  upcoming: 'info',
  planning: 'neutral',
}

export function QuarterPanel({
  quarter: q,
  open,
  onOpenChange,
}: {
  quarter: Quarter
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Collapsible.Root
      open={open}
      className={css({
        bg: 'bg.surface',
        borderWidth: 'hairline',
        borderColor: 'border.default',
        borderRadius: 'card',
        overflow: 'hidden',
        '&[data-state=open]': { borderColor: 'border.strong' },
      })}
      data-quarter={q.quarter}
    >
      <h2>
        {/* The click, not onOpenChange: zag also reports changes of the `open` prop itself (a new
            filter), which are not the visitor's choice. */}
        <Collapsible.Trigger
          onClick={() => onOpenChange(!open)}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: { base: '3', md: '4' },
            px: { base: '4', md: '6' },
            py: { base: '4', md: '5' },
            _hover: { bg: 'bg.raised' },
          })}
        >
          <span
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '0.5',
              minW: '0',
              flex: '1',
            })}
          >
            <span
              className={css({
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: '2',
                columnGap: '3',
              })}
            >
              <span className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
                {q.quarter}
              </span>
              <Badge tone={quarterTone[q.status]}>{QUARTER_STATUS_LABELS[q.status]}</Badge>
            </span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal' })}>
              {q.dateRange} · {q.items.length} {q.items.length === 1 ? 'item' : 'items'}
            </span>
          </span>
          <Collapsible.Indicator className={css({ color: 'fg.muted', flexShrink: 0 })}>
            <ChevronDownIcon />
          </Collapsible.Indicator>
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content>
        <ul
          className={css({
            display: 'grid',
            gap: '3',
            px: { base: '4', md: '6' },
            pb: { base: '4', md: '6' },
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {q.items.map((item) => (
            <RoadmapItemCard key={item.name} item={item} />
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

function StatusLine({ item }: { item: RoadmapItem }) {
  switch (item.status) {
    case 'completed':
      return (
        <Badge tone="success">
          <CheckIcon width={12} height={12} /> Finished · {formatLongDate(item.date)}
        </Badge>
      )
    case 'in-progress':
      return <Badge tone="accent">Half-Finished · {formatLongDate(item.date)}</Badge>
    case 'coming-soon':
      return <Badge tone="info">Coming Soon · {item.date}</Badge>
    case 'planning':
      return <Badge tone="neutral">Planning · {item.date}</Badge>
  }
}

function RoadmapItemCard({ item }: { item: RoadmapItem }) {
  return (
    <li
      data-status-kind={item.status}
      className={css({
        bg: 'bg.canvas',
        borderWidth: 'hairline',
        borderColor: 'border.default',
        borderRadius: 'control',
        p: '4',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
      })}
    >
      <div>
        <StatusLine item={item} />
      </div>
      <h3 className={css({ fontWeight: 'semibold' })}>{item.name}</h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.description}</p>
      {item.status === 'in-progress' && item.subItems && (
        <ul
          aria-label={`${item.name} progress`}
          className={css({ mt: '1', display: 'flex', flexDirection: 'column', gap: '1.5' })}
        >
          {item.subItems.map((s) => (
            <li
              key={s.text}
              className={css({
                display: 'flex',
                alignItems: 'flex-start',
                gap: '2',
                fontSize: 'sm',
              })}
            >
              {s.status === 'finished' ? (
                <CheckIcon
                  width={14}
                  height={14}
                  className={css({ color: 'success.fg', flexShrink: 0, mt: '1' })}
                />
              ) : (
                <CircleIcon
                  width={14}
                  height={14}
                  className={css({ color: 'fg.subtle', flexShrink: 0, mt: '1' })}
                />
              )}
              {s.status === 'finished' ? (
                <span>
                  {s.text}{' '}
                  <span className={css({ fontSize: 'xs', color: 'success.fg' })}>(finished)</span>
                </span>
              ) : (
                <span className={css({ color: 'fg.muted' })}>
                  {s.text}{' '}
                  <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                    (not finished)
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
