import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { MouseEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { DeferredPart } from '../../components/deferred-part'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { CheckIcon } from '../../components/ui/icons'
import {
  CODEBASE_INDEXING_FEATURE,
  PRO_PLAN_NAME,
  earlyAccessBonus,
  plans,
  type PlanEntry,
} from '../../content/plans'
import { useProcessingDialog } from '../checkout'
import { PlanCard } from './plan-card'
import { PricingPageDialogs, preloadPricingDialogs } from './pricing-dialogs-code'
import {
  selectBuyButtonsDisabled,
  selectOpenDialog,
  selectProcessingPlan,
} from './pro-purchase.selectors'
import { useProPurchase } from './use-pro-purchase'

export const CODEBASE_INDEXING_ID = 'codebase-indexing'
export const PRO_CARD_ID = 'pro-plan'

const page = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  pb: { base: '16', md: '24' },
})
const hero = css({
  textAlign: 'center',
  pt: { base: '12', md: '20' },
  pb: { base: '8', md: '10' },
  maxW: '3xl',
  mx: 'auto',
})
const h1 = css({
  fontSize: { base: '4xl', md: '6xl' },
  fontWeight: 'extrabold',
  letterSpacing: '-0.03em',
  lineHeight: '1.05',
  mt: '4',
})
const lead = css({
  color: 'fg.muted',
  fontSize: { base: 'md', md: 'lg' },
  mt: '4',
  lineHeight: '1.6',
})
const accentText = css({ color: 'accent.text' })
const disclaimer = css({
  maxW: '4xl',
  mx: 'auto',
  display: 'flex',
  gap: '4',
  alignItems: 'flex-start',
  flexDirection: { base: 'column', sm: 'row' },
  bg: 'linear-gradient(135deg, rgba(245,158,11,0.10), rgba(245,158,11,0.02))',
  borderColor: 'rgba(245,158,11,0.35)',
})
const disclaimerIcon = css({
  flexShrink: '0',
  w: '10',
  h: '10',
  borderRadius: 'full',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontWeight: 'extrabold',
})
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '5', lg: '6' },
  mt: { base: '10', md: '14' },
  alignItems: 'stretch',
})
const featureLink = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  _hover: { color: 'accent.hover' },
})
const moreLinks = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'center',
  alignItems: 'center',
  mt: '10',
  color: 'fg.muted',
  fontSize: 'sm',
})
const indexing = css({
  mt: { base: '16', md: '24' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1.1fr 0.9fr' },
  gap: { base: '8', lg: '12' },
  alignItems: 'center',
  scrollMarginTop: '24',
  _focusVisible: { outline: 'none' },
})
const eyebrow = css({
  color: 'accent.text',
  fontWeight: 'bold',
  fontSize: 'sm',
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
})
const h2 = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'extrabold',
  letterSpacing: '-0.02em',
  mt: '2',
  lineHeight: '1.15',
})
const bullets = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '6' })
const bullet = css({ display: 'flex', gap: '3', alignItems: 'flex-start', color: 'fg.default' })
const tick = css({ flexShrink: '0', mt: '1', color: 'accent.text' })
const codePanel = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  lineHeight: '1.9',
  color: 'fg.muted',
  bg: 'bg.surface',
  overflowX: 'auto',
})
const treeDir = css({ color: 'fg.default' })
const treeHit = css({ color: 'accent.text' })
const proAction = css({ minW: '0' })

function scrollToElement(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  target.focus({ preventScroll: true })
}

/** /pricing: the plans, the Codebase Indexing section and the Pro purchase. */
export function PricingPage() {
  const actor = useProPurchase()
  const processingPlan = useSelector(actor, selectProcessingPlan)
  const buyDisabled = useSelector(actor, selectBuyButtonsDisabled)

  const goToIndexing = (e: MouseEvent) => {
    e.preventDefault()
    scrollToElement(CODEBASE_INDEXING_ID)
  }

  const renderProFeature = (feature: string) =>
    feature === CODEBASE_INDEXING_FEATURE ? (
      <a href={`#${CODEBASE_INDEXING_ID}`} className={featureLink} onClick={goToIndexing}>
        {feature}
      </a>
    ) : (
      feature
    )

  const actionFor = (plan: PlanEntry) => {
    switch (plan.id) {
      case 'free':
        return (
          <Button
            variant="outline"
            size="lg"
            full
            disabled={buyDisabled}
            onClick={() => actor.send({ type: 'freePlan.select' })}
          >
            Start Free
          </Button>
        )
      case 'pro': {
        const processing = processingPlan === PRO_PLAN_NAME
        return (
          <Button
            size="lg"
            full
            className={proAction}
            disabled={buyDisabled}
            aria-busy={processing || undefined}
            onPointerEnter={preloadPricingDialogs}
            onFocus={preloadPricingDialogs}
            onClick={() => actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })}
          >
            {processing ? 'Processing...' : 'Get Pro'}
          </Button>
        )
      }
      case 'teams':
        return (
          <Button variant="outline" size="lg" full disabled>
            Coming Soon
          </Button>
        )
      case 'enterprise':
        return (
          <Button
            variant="outline"
            size="lg"
            full
            onClick={() => actor.send({ type: 'contactSales.open' })}
          >
            Contact Sales
          </Button>
        )
    }
  }

  return (
    <div className={page}>
      <section className={hero} aria-labelledby="pricing-title">
        <Badge tone="accent">Early Access</Badge>
        <h1 id="pricing-title" className={h1}>
          Choose Your Plan
        </h1>
        <p className={lead}>
          Start free, upgrade when you are ready to ship. Every plan builds game systems, UI and
          effects right inside Roblox Studio, and{' '}
          <span className={accentText}>you own what you build</span>.
        </p>
      </section>

      <Card className={disclaimer} role="note" aria-label="Early Access disclaimer">
        <span className={disclaimerIcon} aria-hidden="true">
          !
        </span>
        <div>
          <h2 className={css({ fontWeight: 'bold', fontSize: 'md' })}>
            SuperbulletAI is in Early Access
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1.5', lineHeight: '1.7' })}>
            Features, limits and models are still changing while we build. Early-access buyers get a
            bonus:{' '}
            <strong className={accentText}>
              {earlyAccessBonus.tokensPerPurchase} tokens per ${earlyAccessBonus.perPurchaseUsd}{' '}
              purchase
            </strong>
            , credited after Early Access ends, for a starting balance of{' '}
            {earlyAccessBonus.startingBalance} tokens ($
            {earlyAccessBonus.startingBalanceValueUsd} value) on Pro. These are Early Access claims,
            not guarantees of future pricing.
          </p>
        </div>
      </Card>

      <section aria-label="Plans" className={grid}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            id={plan.id === 'pro' ? PRO_CARD_ID : undefined}
            focusable={plan.id === 'pro'}
            highlight={plan.id === 'pro'}
            unavailable={plan.id === 'teams'}
            badge={plan.id === 'pro' ? { label: 'Most Popular', tone: 'accent' } : undefined}
            renderFeature={plan.id === 'pro' ? renderProFeature : undefined}
            action={actionFor(plan)}
          />
        ))}
      </section>

      <nav aria-label="More ways to buy" className={moreLinks}>
        <span>Already on Pro and need more tokens?</span>
        <Link to="/token-topups" className={button({ variant: 'outline', size: 'sm' })}>
          Token Top-ups
        </Link>
        <Link to="/downloads" className={button({ variant: 'ghost', size: 'sm' })}>
          Download the App
        </Link>
      </nav>

      <section
        id={CODEBASE_INDEXING_ID}
        tabIndex={-1}
        className={indexing}
        aria-labelledby="codebase-indexing-title"
      >
        <div>
          <p className={eyebrow}>Pro feature</p>
          <h2 id="codebase-indexing-title" className={h2}>
            Codebase Indexing
          </h2>
          <p className={cx(lead, css({ mt: '4' }))}>
            Pro indexes your whole Roblox project, so the AI knows every script, module and service
            before it writes a line. Bigger games, fewer repeated explanations, edits that fit what
            you already built.
          </p>
          <ul className={bullets}>
            {[
              'Understands your project structure and how your scripts connect',
              'Finds the right code with search across the whole game',
              'Keeps changes consistent with your existing modules',
            ].map((text) => (
              <li key={text} className={bullet}>
                <CheckIcon width={18} height={18} className={tick} />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <Button
            size="lg"
            className={css({ mt: '8' })}
            onClick={() => scrollToElement(PRO_CARD_ID)}
          >
            Get Pro Plan
          </Button>
        </div>
        <Card className={codePanel} aria-hidden="true">
          <div className={treeDir}>ServerScriptService/</div>
          <div>&nbsp;&nbsp;CombatService.lua</div>
          <div className={treeHit}>&nbsp;&nbsp;LevelingService.lua &nbsp;← indexed</div>
          <div className={treeDir}>ReplicatedStorage/</div>
          <div className={treeHit}>&nbsp;&nbsp;Modules/XPConfig.lua &nbsp;← indexed</div>
          <div>&nbsp;&nbsp;Remotes/</div>
          <div className={treeDir}>StarterGui/</div>
          <div className={treeHit}>&nbsp;&nbsp;LevelUpUI &nbsp;← indexed</div>
        </Card>
      </section>

      <Dialogs actor={actor} />
    </div>
  )
}

/** The page's dialogs, apart from the plans: a dialog opening renders them, not the page. */
function Dialogs({ actor }: { actor: ReturnType<typeof useProPurchase> }) {
  const openDialog = useSelector(actor, selectOpenDialog)
  const processingDialog = useProcessingDialog(actor)
  return (
    <DeferredPart
      needed={openDialog !== null || processingDialog}
      preload={preloadPricingDialogs}
      what="This page's dialogs"
      onDismiss={() => actor.send({ type: 'dialog.close' })}
    >
      <PricingPageDialogs actor={actor} processingDialog={processingDialog} />
    </DeferredPart>
  )
}
