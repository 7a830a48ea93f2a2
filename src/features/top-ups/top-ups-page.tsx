import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { css, cx } from 'styled-system/css'
import { link } from 'styled-system/recipes'
import { DeferredPart } from '../../components/deferred-part'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { CheckIcon } from '../../components/ui/icons'
import {
  EARLY_ACCESS_BONUS_MILLIONS_PER_20_USD,
  POPULAR_TOP_UP_ID,
  TOKEN_RATE_USD_PER_MILLION,
  TOP_UP_PACKAGES,
} from '../../content/top-ups'
import { formatTokenMillions, formatUsd } from '../../lib/format'
import { useProcessingDialog } from '../checkout'
import { TopUpCard } from './top-up-card'
import { TopUpsPageDialogs, preloadTopUpDialogs } from './top-up-dialogs-code'
import {
  selectAnyDialogOpen,
  selectBusy,
  selectPendingPackageId,
  selectProcessingPackageId,
} from './top-up-purchase.selectors'
import { useTopUpPurchase } from './use-top-up-purchase'

const page = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '12', md: '20' },
})
const hero = css({
  maxW: '3xl',
  mx: 'auto',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
})
const title = css({
  fontSize: { base: '4xl', md: '5xl' },
  fontWeight: 'extrabold',
  letterSpacing: 'display',
  lineHeight: 'display',
})
const accent = css({ color: 'accent.text' })
const lead = css({
  color: 'fg.muted',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: 'prose',
  maxW: '2xl',
})
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '4', md: '5' },
  mt: { base: '10', md: '14' },
})
/** 11 packages: the last one spans two columns so 2, 3 and 4 columns all come out even. */
const lastItem = css({ sm: { gridColumn: 'span 2' } })
const infoRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '4', md: '5' },
  mt: { base: '10', md: '14' },
})
const infoTitle = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'label',
})
const rate = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'extrabold',
  letterSpacing: 'heading',
  mt: '2',
})
const rateUnit = css({ fontSize: 'lg', color: 'fg.muted', fontWeight: 'semibold', ml: '2' })
const facts = css({ display: 'grid', gap: '2', mt: '4' })
const fact = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2.5',
  color: 'fg.muted',
  fontSize: 'sm',
  lineHeight: 'body',
})
const tick = css({ color: 'accent.text', flexShrink: '0', mt: '1' })
const textLink = cx(link(), css({ fontWeight: 'semibold', _hover: { color: 'fg.default' } }))

/** /token-topups: the package grid, the Token Rate card and the purchase dialogs. */
export function TopUpsPage() {
  const actor = useTopUpPurchase()
  const busy = useSelector(actor, selectBusy)
  const pendingId = useSelector(actor, selectPendingPackageId)
  const processingId = useSelector(actor, selectProcessingPackageId)

  return (
    <section className={page} aria-labelledby="top-ups-title">
      <header className={hero}>
        <Badge tone="accent">Early Access</Badge>
        <h1 id="top-ups-title" className={title}>
          Token <span className={accent}>Top-ups</span>
        </h1>
        <p className={lead}>
          Need more than your monthly tokens? Top up your balance in one payment, no plan change
          needed. Every package earns Early Access bonus tokens.
        </p>
      </header>

      <ul className={grid} aria-label="Token packages">
        {TOP_UP_PACKAGES.map((pkg, i) => (
          <li key={pkg.id} className={i === TOP_UP_PACKAGES.length - 1 ? lastItem : undefined}>
            <TopUpCard
              pkg={pkg}
              popular={pkg.id === POPULAR_TOP_UP_ID}
              wide={i === TOP_UP_PACKAGES.length - 1}
              disabled={busy}
              pending={pendingId === pkg.id}
              processing={processingId === pkg.id}
              onBuy={(packageId) => actor.send({ type: 'package.select', packageId })}
            />
          </li>
        ))}
      </ul>

      <div className={infoRow}>
        <Card aria-labelledby="token-rate-title" role="region">
          <h2 id="token-rate-title" className={infoTitle}>
            Token Rate
          </h2>
          <p className={rate}>
            {formatUsd(TOKEN_RATE_USD_PER_MILLION)}
            <span className={rateUnit}>per 1M tokens</span>
          </p>
          <ul className={facts}>
            <li className={fact}>
              <CheckIcon width={14} height={14} className={tick} />
              Tokens never expire and roll over between billing periods.
            </li>
            <li className={fact}>
              <CheckIcon width={14} height={14} className={tick} />
              Top-ups add to your balance on any plan, Free or Pro.
            </li>
          </ul>
        </Card>
        <Card aria-labelledby="bonus-title" role="region">
          <h2 id="bonus-title" className={infoTitle}>
            Early Access Bonus
          </h2>
          <p className={rate}>
            +{formatTokenMillions(EARLY_ACCESS_BONUS_MILLIONS_PER_20_USD)}
            <span className={rateUnit}>tokens per $20 spent</span>
          </p>
          <ul className={facts}>
            <li className={fact}>
              <CheckIcon width={14} height={14} className={tick} />
              Bonus BulletMindV1 tokens are credited after Early Access ends.
            </li>
            <li className={fact}>
              <CheckIcon width={14} height={14} className={tick} />
              <span>
                Building every month? The{' '}
                <Link to="/pricing" className={textLink}>
                  Pro plan
                </Link>{' '}
                includes 11M tokens per month.
              </span>
            </li>
          </ul>
        </Card>
      </div>

      <Dialogs actor={actor} />
    </section>
  )
}

/** The store's dialogs, apart from the grid: a dialog opening renders them, not the page. */
function Dialogs({ actor }: { actor: ReturnType<typeof useTopUpPurchase> }) {
  const anyDialogOpen = useSelector(actor, selectAnyDialogOpen)
  const processingDialog = useProcessingDialog(actor)
  return (
    <DeferredPart
      needed={anyDialogOpen || processingDialog}
      preload={preloadTopUpDialogs}
      what="This page's dialogs"
      onDismiss={() => actor.send({ type: 'dialog.close' })}
    >
      <TopUpsPageDialogs actor={actor} processingDialog={processingDialog} />
    </DeferredPart>
  )
}
