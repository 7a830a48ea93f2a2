import type { UseNavigateResult } from '@tanstack/react-router'
import { PRO_PURCHASE } from '../../../machines/app.machine'
import { proPurchaseMachine } from '../../../machines/pro-purchase.machine'
import { plans } from '../../content/plans'
import { usePurchaseActor } from '../checkout'

const pricingActions = (navigate: UseNavigateResult<string>) => ({
  goToDownloads: () => void navigate({ to: '/downloads' }),
})

/** The pricing page's Pro purchase actor. */
export const useProPurchase = () =>
  usePurchaseActor(proPurchaseMachine, {
    id: PRO_PURCHASE,
    flow: 'Pricing',
    input: { catalogue: plans },
    actions: pricingActions,
  })
