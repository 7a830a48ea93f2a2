import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { CheckIcon } from '../../components/ui/icons'
import type { PlanEntry } from '../../content/plans'
import { formatUsd } from '../../lib/format'

const cardClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  h: 'full',
  minW: '0',
  _focusVisible: { outline: 'focus', outlineColor: 'accent.default', outlineOffset: '1' },
})
const dimmed = css({ bg: 'bg.canvas', borderStyle: 'dashed' })
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
const nameClass = css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'title' })
const description = css({
  color: 'fg.muted',
  fontSize: 'sm',
  lineHeight: 'body',
  minH: { xl: 'blurb' },
})
const priceRow = css({ display: 'flex', alignItems: 'baseline', gap: '1.5' })
const price = css({
  fontSize: '4xl',
  fontWeight: 'extrabold',
  letterSpacing: 'display',
  lineHeight: 'none',
})
const per = css({ color: 'fg.muted', fontSize: 'sm' })
const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  flex: '1',
  fontSize: 'sm',
  color: 'fg.default',
})
const item = css({ display: 'flex', alignItems: 'flex-start', gap: '2.5' })
const tick = css({ flexShrink: '0', mt: '0.5', color: 'accent.text' })
const tickMuted = css({ flexShrink: '0', mt: '0.5', color: 'fg.subtle' })

export interface PlanCardProps {
  plan: PlanEntry
  /** 'Most Popular', 'Coming Soon'... */
  badge?: { label: string; tone: 'accent' | 'neutral' }
  highlight?: boolean
  /** Teams: shown, but nobody can buy it. */
  unavailable?: boolean
  /** Renders one feature line (the arrow line of Pro is a link to the indexing section). */
  renderFeature?: (feature: string) => ReactNode
  action: ReactNode
  id?: string
  /** Focus target of 'Get Pro Plan'. */
  focusable?: boolean
}

/** One plan: name, price, features and its button. */
export function PlanCard({
  plan,
  badge,
  highlight,
  unavailable,
  renderFeature,
  action,
  id,
  focusable,
}: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`
  return (
    <Card
      highlight={highlight}
      className={cx(cardClass, unavailable && dimmed)}
      id={id}
      tabIndex={focusable ? -1 : undefined}
      role="group"
      aria-labelledby={headingId}
    >
      <div className={header}>
        <h3 id={headingId} className={nameClass}>
          {plan.name}
        </h3>
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
      </div>
      <p className={description}>{plan.description}</p>
      <div className={priceRow}>
        <span className={price}>{plan.price === null ? 'Custom' : formatUsd(plan.price)}</span>
        {plan.price !== null && <span className={per}>/ month</span>}
      </div>
      <div>{action}</div>
      <ul className={list} aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className={item}>
            <CheckIcon width={16} height={16} className={unavailable ? tickMuted : tick} />
            <span>{renderFeature ? renderFeature(feature) : feature}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
