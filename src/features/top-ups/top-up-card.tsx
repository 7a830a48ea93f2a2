import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { formatEarlyAccessBonus, type TopUpPackage } from '../../content/top-ups'
import { formatCharge, formatUsd } from '../../lib/format'
import { preloadTopUpDialogs } from './top-up-dialogs-code'

export interface TopUpCardProps {
  pkg: TopUpPackage
  popular: boolean
  /** Laid out in two columns from `sm` up (the grid's last card spans two columns). */
  wide?: boolean
  /** Every Buy button is disabled while one purchase is under way. */
  disabled: boolean
  /** This package's purchase is under way (billing check or checkout launch). */
  pending: boolean
  /** This package is marked in progress: its button reads 'Processing...'. */
  processing: boolean
  onBuy: (packageId: string) => void
}

const article = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  h: 'full',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { borderColor: 'border.strong' },
  '&[aria-busy=true]': { borderColor: 'accent.default' },
})
const wideArticle = css({ sm: { flexDirection: 'row', alignItems: 'stretch', gap: '8' } })
const main = css({ display: 'flex', flexDirection: 'column', gap: '4', flex: '1' })
const side = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const wideSide = css({ sm: { flex: '1', justifyContent: 'flex-end' } })
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  minH: '6',
})
const amount = css({ fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'title' })
const price = css({
  fontSize: '4xl',
  fontWeight: 'extrabold',
  lineHeight: 'none',
  letterSpacing: 'heading',
})
const priceNote = css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium', ml: '1.5' })
const description = css({ color: 'fg.muted', fontSize: 'sm', lineHeight: 'body' })
const bonus = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3.5',
  py: '2.5',
  borderRadius: 'control',
  bg: 'accent.subtle',
  borderWidth: 'hairline',
  borderColor: 'accent.borderFaint',
})
const bonusLabel = css({
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: 'label',
})
const bonusValue = css({ color: 'accent.text', fontWeight: 'bold', fontSize: 'md' })

/** One package of the store: tokens, price, description, Early Access Bonus and its Buy button. */
// The label carries the charge ('Buy 500M Tokens: $1,000.00'): it wraps in a narrow card.
const buyButton = css({ whiteSpace: 'normal', h: 'auto', minH: '12', py: '2', textAlign: 'center' })

export function TopUpCard({
  pkg,
  popular,
  wide = false,
  disabled,
  pending,
  processing,
  onBuy,
}: TopUpCardProps) {
  const titleId = `${pkg.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={pending}
      data-package={pkg.id}
      className={cx(popular ? card({ highlight: true }) : card(), article, wide && wideArticle)}
    >
      <div className={main}>
        <div className={header}>
          <h2 id={titleId} className={amount}>
            {pkg.token_amount} Tokens
          </h2>
          {popular && <Badge tone="accent">Popular</Badge>}
        </div>
        <p>
          <span className={price}>{formatUsd(pkg.price)}</span>
          <span className={priceNote}>one-time</span>
        </p>
        <p className={description}>{pkg.description}</p>
      </div>
      <div className={cx(side, wide && wideSide)}>
        <p className={bonus}>
          <span className={bonusLabel}>Early Access Bonus</span>
          <span className={bonusValue}>+{formatEarlyAccessBonus(pkg.price)} tokens</span>
        </p>
        <Button
          full
          size="lg"
          variant={popular ? 'solid' : 'outline'}
          disabled={disabled}
          className={buyButton}
          onPointerEnter={preloadTopUpDialogs}
          onFocus={preloadTopUpDialogs}
          onClick={() => onBuy(pkg.id)}
        >
          {pending && <Spinner size={16} />}
          {processing
            ? 'Processing...'
            : `Buy ${pkg.token_amount} Tokens: ${formatCharge(pkg.price)}`}
        </Button>
      </div>
    </article>
  )
}
