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
import {
  page,
  hero,
  h1,
  lead,
  accentText,
  disclaimer,
  disclaimerIcon,
  grid,
  featureLink,
  moreLinks,
  indexing,
  eyebrow,
  h2,
  bullets,
  bullet,
  tick,
  codePanel,
  treeDir,
  treeHit,
  proAction,
} from './pricing-page.styles'

export const CODEBASE_INDEXING_ID = 'codebase-indexing'
export const PRO_CARD_ID = 'pro-plan'

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
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1.5', lineHeight: 'prose' })}>
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
