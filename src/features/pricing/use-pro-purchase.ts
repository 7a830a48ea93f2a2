import type { UseNavigateResult } from '@tanstack/react-router'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { PRO_PURCHASE } from '../../../machines/app.machine'
import { proPurchaseMachine } from '../../../machines/pro-purchase.machine'
import { plans } from '../../content/plans'
import { usePurchaseActor } from '../checkout'

const pricingActions = (navigate: UseNavigateResult<string>) => ({
  goToDownloads: () => void navigate({ to: '/downloads' }),
})

/** An actor the page shows instead of its own (the storyboards put the page in a given state). */
export const ProPurchaseActorContext = createContext<ActorRefFrom<
  typeof proPurchaseMachine
> | null>(null)

/** The pricing page's Pro purchase actor. */
export const useProPurchase = () => {
  const own = usePurchaseActor(proPurchaseMachine, {
    id: PRO_PURCHASE,
    flow: 'Pricing',
    input: { catalogue: plans },
    actions: pricingActions,
  })
  return useContext(ProPurchaseActorContext) ?? own
}
